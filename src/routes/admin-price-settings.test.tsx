import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShippingSettings, TaxSettingsBody } from '../contract/price-settings.ts';
import { renderApp } from '../test/render.tsx';
import { adminInfo, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';

/** The server's defaults: everywhere, Standard $10 free over $100; 15 %, prices without tax. */
const DEFAULT_ZONES: ShippingSettings = {
  zones: [
    {
      id: 'everywhere',
      name: 'Everywhere',
      countries: ['*'],
      methods: [
        { id: 'standard', name: 'Standard', price: 10, freeOver: 100, estimate: '3–5 business days' },
      ],
    },
  ],
};
const DEFAULT_TAX: TaxSettingsBody = { defaultRate: 15, pricesIncludeTax: false, rates: [] };

/** The three settings routes; a PUT answers `refusal` as a 400 when given, else echoes the body. */
function serveSettings({ refusal }: { refusal?: string } = {}) {
  const sent: { shipping: unknown[]; tax: unknown[] } = { shipping: [], tax: [] };
  const answer = async (request: Request, into: unknown[]) => {
    const body: unknown = await request.json();
    into.push(body);
    return refusal
      ? HttpResponse.json({ message: refusal }, { status: 400 })
      : HttpResponse.json(body as Record<string, unknown>);
  };
  server.use(
    http.get('/api/admin/settings/staff', () => HttpResponse.json({ supportRefundLimit: 500 })),
    http.get('/api/admin/settings/shipping', () => HttpResponse.json(DEFAULT_ZONES)),
    http.put('/api/admin/settings/shipping', ({ request }) => answer(request, sent.shipping)),
    http.get('/api/admin/settings/tax', () => HttpResponse.json(DEFAULT_TAX)),
    http.put('/api/admin/settings/tax', ({ request }) => answer(request, sent.tax)),
  );
  return sent;
}

const zone = (name: RegExp) => screen.getByRole('group', { name });

async function openSettings() {
  signInAs(adminInfo);
  renderApp('/admin/settings');
  return screen.findByRole('heading', { level: 2, name: 'Shipping zones' });
}

describe('shipping zones on the settings screen', () => {
  it('when it opens, then the zones show their countries by name and their methods', async () => {
    serveSettings();
    await openSettings();
    const everywhere = zone(/^Zone 1: Everywhere/);
    expect(within(everywhere).getByLabelText('Zone name')).toHaveValue('Everywhere');
    expect(within(everywhere).getByText('* Rest of the world')).toBeInTheDocument();
    const standard = within(everywhere).getByRole('group', { name: 'Method 1: Standard' });
    expect(within(standard).getByLabelText('Price ($)')).toHaveValue(10);
    expect(within(standard).getByLabelText('Free over ($)')).toHaveValue(100);
    expect(within(standard).getByLabelText('Estimate')).toHaveValue('3–5 business days');
  });

  it('when a method is added to a zone, then the zones are saved with its new id and it says saved', async () => {
    const sent = serveSettings();
    const user = userEvent.setup();
    await openSettings();
    const everywhere = zone(/^Zone 1/);
    await user.click(within(everywhere).getByRole('button', { name: 'Add method' }));
    const express = within(everywhere).getByRole('group', { name: 'Method 2' });
    await user.type(within(express).getByLabelText('Method name'), 'Express');
    await user.type(within(express).getByLabelText('Price ($)'), '25');
    await user.type(within(express).getByLabelText('Estimate'), '1 day');
    await user.click(screen.getByRole('button', { name: 'Save shipping zones' }));

    expect(await screen.findByText('Shipping zones saved')).toBeInTheDocument();
    const [everywhereZone] = DEFAULT_ZONES.zones;
    expect(sent.shipping).toEqual([
      {
        zones: [
          {
            ...everywhereZone,
            methods: [
              ...(everywhereZone?.methods ?? []),
              { id: 'express', name: 'Express', price: 25, freeOver: null, estimate: '1 day' },
            ],
          },
        ],
      },
    ]);
  });

  it('when a zone is added with countries chosen by name, then it is saved with their codes', async () => {
    const sent = serveSettings();
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add zone' }));
    const europe = zone(/^Zone 2/);
    await user.type(within(europe).getByLabelText('Zone name'), 'Europe');
    const picker = within(europe).getByLabelText('Add a country');
    await user.selectOptions(picker, 'DE');
    await user.selectOptions(picker, 'FR');
    expect(within(europe).getByText('DE Germany')).toBeInTheDocument();
    // A country already in a zone is not offered again.
    expect(picker.querySelector('option[value="DE"]')).toBeNull();
    expect(picker.querySelector('option[value="IT"]')).not.toBeNull();
    await user.type(within(europe).getByLabelText('Method name'), 'EU');
    await user.type(within(europe).getByLabelText('Price ($)'), '12.5');
    await user.type(within(europe).getByLabelText('Free over ($)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save shipping zones' }));

    expect(await screen.findByText('Shipping zones saved')).toBeInTheDocument();
    expect(sent.shipping).toEqual([
      {
        zones: [
          ...DEFAULT_ZONES.zones,
          {
            id: 'europe',
            name: 'Europe',
            countries: ['DE', 'FR'],
            methods: [{ id: 'eu', name: 'EU', price: 12.5, freeOver: 150, estimate: '' }],
          },
        ],
      },
    ]);
  });

  it('when a method has no name or price, then the fields say so and nothing is sent', async () => {
    const sent = serveSettings();
    const user = userEvent.setup();
    await openSettings();
    const everywhere = zone(/^Zone 1/);
    await user.click(within(everywhere).getByRole('button', { name: 'Add method' }));
    await user.click(screen.getByRole('button', { name: 'Save shipping zones' }));
    const added = within(everywhere).getByRole('group', { name: 'Method 2' });
    expect(within(added).getByLabelText('Method name')).toHaveAccessibleDescription(
      'Method name is required',
    );
    expect(within(added).getByLabelText('Price ($)')).toHaveAccessibleDescription('Price is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Shipping zones not saved');
    expect(sent.shipping).toEqual([]);
  });

  it('when the server refuses the zones, then its reason is shown and nothing says saved', async () => {
    serveSettings({ refusal: 'Country DE is in more than one zone' });
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Save shipping zones' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Shipping zones not saved: Country DE is in more than one zone',
    );
    expect(screen.queryByText('Shipping zones saved')).not.toBeInTheDocument();
  });
});

describe('tax on the settings screen', () => {
  it('when the default, the inclusion and a regional rate are set, then they are saved and it says saved', async () => {
    const sent = serveSettings();
    const user = userEvent.setup();
    await openSettings();
    const tax = screen.getByRole('region', { name: 'Tax' });
    expect(within(tax).getByLabelText('Default rate (%)')).toHaveValue(15);
    expect(within(tax).getByLabelText('Catalogue prices include tax')).not.toBeChecked();
    await user.clear(within(tax).getByLabelText('Default rate (%)'));
    await user.type(within(tax).getByLabelText('Default rate (%)'), '20');
    await user.click(within(tax).getByLabelText('Catalogue prices include tax'));
    await user.click(within(tax).getByRole('button', { name: 'Add rate' }));
    const rate = within(tax).getByRole('group', { name: 'Rate 1' });
    await user.selectOptions(within(rate).getByLabelText('Country'), 'US');
    await user.type(within(rate).getByLabelText('Region'), 'us-ny');
    await user.type(within(rate).getByLabelText('Rate (%)'), '8.875');
    await user.click(within(tax).getByRole('button', { name: 'Save tax' }));
    expect(await within(tax).findByText('Tax saved')).toBeInTheDocument();
    expect(sent.tax).toEqual([
      { defaultRate: 20, pricesIncludeTax: true, rates: [{ country: 'US', region: 'US-NY', rate: 8.875 }] },
    ]);
    expect(sent.shipping).toEqual([]);
  });

  it('when the server refuses the tax, then its reason is shown beside the section', async () => {
    serveSettings({ refusal: 'Tax rate: US-XX-1 is not an ISO 3166-2 region of US (like US-XX)' });
    const user = userEvent.setup();
    await openSettings();
    const tax = screen.getByRole('region', { name: 'Tax' });
    await user.click(within(tax).getByRole('button', { name: 'Save tax' }));
    expect(await within(tax).findByRole('alert')).toHaveTextContent('Tax not saved: Tax rate: US-XX-1');
  });
});

describe('the price settings per role', () => {
  it('when a manager opens the settings, then neither zones nor tax are shown', async () => {
    server.use(
      http.get('/api/admin/settings/:name', () =>
        HttpResponse.json({ message: 'Not allowed for your role (Manager)' }, { status: 403 }),
      ),
    );
    signInAs({ ...adminInfo, role: 'manager' });
    renderApp('/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed for your role (Manager)');
    expect(screen.queryByRole('heading', { name: 'Shipping zones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tax' })).not.toBeInTheDocument();
  });
});
