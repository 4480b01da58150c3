import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../contract/addresses.ts';
import { useCart } from '../stores/cart.ts';
import { fakeAddresses } from '../test/addresses-api.ts';
import { renderApp } from '../test/render.tsx';
import { customerInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

const home: SavedAddress = {
  _id: 'aaaaaaaa-0000-4000-8000-00000000a001',
  name: 'John Doe',
  address: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  region: 'US-IL',
  phone: null,
  isDefault: true,
};
const office: SavedAddress = {
  ...home,
  _id: 'aaaaaaaa-0000-4000-8000-00000000a002',
  name: 'Office',
  address: '9 Rue de Rivoli',
  city: 'Paris',
  postalCode: '75001',
  country: 'FR',
  region: null,
  isDefault: false,
};

describe('shipping with saved addresses', () => {
  it('when the customer has saved addresses, then the default is chosen and Continue ships there', async () => {
    fakeAddresses.book.push(home, office);
    signInAs(customerInfo);
    const user = userEvent.setup();
    const { router } = renderApp('/shipping');
    const shipTo = await screen.findByRole('group', { name: 'Ship to' });
    expect(within(shipTo).getByRole('radio', { name: /John Doe \(default\)/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    await user.click(within(shipTo).getByRole('radio', { name: /Office/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(useCart.getState().shippingAddress).toEqual({
      address: '9 Rue de Rivoli',
      city: 'Paris',
      postalCode: '75001',
      country: 'France',
    });
  });

  it('when the chosen saved address has a state, then the order’s address carries it for that state’s tax', async () => {
    fakeAddresses.book.push(home);
    signInAs(customerInfo);
    const user = userEvent.setup();
    const { router } = renderApp('/shipping');
    const shipTo = await screen.findByRole('group', { name: 'Ship to' });
    expect(within(shipTo).getByRole('radio', { name: /John Doe \(default\)/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(useCart.getState().shippingAddress).toEqual({
      address: '1 Main Street',
      city: 'Springfield',
      postalCode: '12345',
      country: 'United States',
      region: 'US-IL',
    });
  });

  it('when a new address is typed with Save this address, then it is saved with its country code and used', async () => {
    fakeAddresses.book.push(home);
    signInAs(customerInfo);
    const user = userEvent.setup();
    const { router } = renderApp('/shipping');
    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '5 Elm Road');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Leeds');
    await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), 'LS1 4AP');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'Narnia');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // A country the address book cannot name is said beside the field, and nothing is saved.
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveAccessibleDescription(
      'Choose a country by its name or code, such as United States or US, to save this address',
    );
    expect(fakeAddresses.saves).toEqual([]);
    expect(router.state.location.pathname).toBe('/shipping');

    await user.clear(screen.getByRole('textbox', { name: 'Country' }));
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'united kingdom');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(fakeAddresses.saves).toEqual([
      { address: '5 Elm Road', city: 'Leeds', postalCode: 'LS1 4AP', country: 'GB', name: 'John Doe' },
    ]);
    expect(useCart.getState().shippingAddress).toEqual({
      address: '5 Elm Road',
      city: 'Leeds',
      postalCode: 'LS1 4AP',
      country: 'united kingdom',
    });
  });

  it('when a new address is typed with a state, then a state of another country is refused and the right one travels with the order', async () => {
    signInAs(customerInfo);
    const user = userEvent.setup();
    const { router } = renderApp('/shipping');
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '1 Ocean Drive');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Los Angeles');
    await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), '90001');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'United States');
    const region = screen.getByRole('textbox', { name: 'State / region (optional)' });
    await user.type(region, 'DE-BY');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(region).toHaveAccessibleDescription(
      'A state or province code, such as US-CA, where its own tax applies State / region must be a subdivision of United States, such as US-01',
    );
    expect(router.state.location.pathname).toBe('/shipping');

    await user.clear(region);
    await user.type(region, 'us-ca');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(useCart.getState().shippingAddress).toEqual({
      address: '1 Ocean Drive',
      city: 'Los Angeles',
      postalCode: '90001',
      country: 'United States',
      region: 'US-CA',
    });
  });

  it.each([
    ['a field', 'Invalid body: city must not contain control characters', 'textbox', 'City'],
    [
      'the address book',
      'You can keep up to 20 addresses: delete one to save another',
      'checkbox',
      'Save this address',
    ],
    [
      'a field this form lacks',
      'Invalid body: name must not contain control characters',
      'checkbox',
      'Save this address',
    ],
  ] as const)(
    'when saving the new address is refused for %s, then the reason shows beside it, once, and the shopper stays',
    async (_what, message, role, name) => {
      server.use(http.post('/api/users/addresses', () => HttpResponse.json({ message }, { status: 400 })));
      signInAs(customerInfo);
      const user = userEvent.setup();
      const { router } = renderApp('/shipping');
      await user.type(await screen.findByRole('textbox', { name: 'Address' }), '5 Elm Road');
      await user.type(screen.getByRole('textbox', { name: 'City' }), 'Leeds');
      await user.type(screen.getByRole('textbox', { name: 'Postal Code' }), 'LS1 4AP');
      await user.type(screen.getByRole('textbox', { name: 'Country' }), 'United Kingdom');
      await user.click(screen.getByRole('checkbox', { name: 'Save this address' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));

      await waitFor(() => expect(screen.getByRole(role, { name })).toHaveAccessibleDescription(message));
      expect(screen.getAllByText(message)).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/shipping');
    },
  );

  it('when the customer has no saved address, then the spec form shows as before', async () => {
    signInAs(customerInfo);
    renderApp('/shipping');
    expect(await screen.findByRole('textbox', { name: 'Address' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ship to' })).not.toBeInTheDocument();
  });
});

describe('profile addresses', () => {
  it('when an address is added, edited to be the default and deleted, then the book follows', async () => {
    fakeAddresses.book.push(home);
    signInAs(customerInfo);
    const user = userEvent.setup();
    renderApp('/profile');
    const book = await screen.findByRole('region', { name: 'Addresses' });
    expect(
      await within(book).findByText('1 Main Street, Springfield, 12345, United States'),
    ).toBeInTheDocument();

    await user.click(within(book).getByRole('button', { name: 'Add Address' }));
    const form = within(book).getByRole('form', { name: 'New address' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Office');
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), '9 Rue de Rivoli');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Paris');
    await user.type(within(form).getByRole('textbox', { name: 'Postal Code' }), '75001');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), 'France');
    await user.click(within(form).getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await within(book).findByText('9 Rue de Rivoli, Paris, 75001, France')).toBeInTheDocument();
    expect(fakeAddresses.saves.at(-1)).toMatchObject({ country: 'FR', isDefault: true });
    expect(within(book).getAllByText('Default')).toHaveLength(1);

    await user.click(within(book).getByRole('button', { name: 'Delete John Doe' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(book).queryByText('1 Main Street, Springfield, 12345, United States'),
      ).not.toBeInTheDocument(),
    );
    expect(fakeAddresses.book.map((address) => address.name)).toEqual(['Office']);
  });

  it('when a state / region of another country is given, then it is refused beside the field and nothing is saved', async () => {
    signInAs(customerInfo);
    const user = userEvent.setup();
    renderApp('/profile');
    const book = await screen.findByRole('region', { name: 'Addresses' });
    await user.click(await within(book).findByRole('button', { name: 'Add Address' }));
    const form = within(book).getByRole('form', { name: 'New address' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Home');
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), '1 Main Street');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Springfield');
    await user.type(within(form).getByRole('textbox', { name: 'Postal Code' }), '62701');
    const region = within(form).getByRole('textbox', { name: 'State / region (optional)' });
    await user.type(region, 'de-by');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(region).toHaveAccessibleDescription(/Region must be a subdivision of US, such as US-01/);
    expect(fakeAddresses.saves).toHaveLength(0);
    await user.clear(region);
    await user.type(region, 'us-il');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(fakeAddresses.saves.at(-1)).toMatchObject({ country: 'US', region: 'US-IL' }));
  });
});
