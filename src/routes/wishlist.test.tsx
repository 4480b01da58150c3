import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue, customerInfo, RIGHT_PASSWORD, server } from '../test/server.ts';
import { signInAs } from '../test/session.ts';
import { fakeAccount } from '../test/wishlist-cart-api.ts';

function product(index: number) {
  const found = catalogue[index];
  if (!found) throw new Error(`no product ${index}`);
  return found;
}

// The first screen of a test loads its code on demand, which a busy machine does slowly.
const heart = (name: string) =>
  screen.findByRole('button', { name: `Save ${name} to wishlist` }, { timeout: 10_000 });

describe('the wishlist heart', () => {
  it('when a signed-in shopper taps the heart on a card, then it is saved, pressed, and unsaved by a second tap', async () => {
    signInAs(customerInfo);
    const phone = product(0);
    const user = userEvent.setup();
    renderApp('/');
    const button = await heart(phone.name);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(fakeAccount.wishlist).toEqual([phone._id]);
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(fakeAccount.wishlist).toEqual([]);
  });

  it('when a product page opens for a product already saved, then its heart is pressed', async () => {
    signInAs(customerInfo);
    const console_ = product(1);
    fakeAccount.wishlist.push(console_._id);
    renderApp(`/product/${console_._id}`);
    const button = await heart(console_.name);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });

  it('when a visitor taps the heart, then Sign In opens and signing in comes back to the page', async () => {
    const phone = product(0);
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${phone._id}`);
    await user.click(await heart(phone.name));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: `/product/${phone._id}` });
    expect(fakeAccount.wishlist).toEqual([]);

    await user.type(await screen.findByLabelText('Email Address'), customerInfo.email);
    await user.type(screen.getByLabelText('Password'), RIGHT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${phone._id}`));
  });

  it('when saving fails, then the server message is shown and the heart is not pressed', async () => {
    signInAs(customerInfo);
    server.use(
      http.put('/api/wishlist/:productId', () =>
        HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
      ),
    );
    const phone = product(0);
    const user = userEvent.setup();
    renderApp(`/product/${phone._id}`);
    const button = await heart(phone.name);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('wishlist screen', () => {
  it('when the shopper opens it from the account menu, then saved products show price, stock and Add To Cart', async () => {
    signInAs(customerInfo);
    const phone = product(0);
    const mouse = product(2);
    fakeAccount.wishlist.push(mouse._id, phone._id);
    const user = userEvent.setup();
    const { router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: customerInfo.name }));
    await user.click(await screen.findByRole('menuitem', { name: 'Wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wishlist'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    const lines = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [mouseLine, phoneLine] = lines as [HTMLElement, HTMLElement];
    expect(within(mouseLine).getByRole('link', { name: mouse.name })).toBeInTheDocument();
    expect(within(mouseLine).getByText('$99.99')).toBeInTheDocument();
    expect(within(mouseLine).getByText('Out Of Stock')).toBeInTheDocument();
    expect(within(mouseLine).getByRole('button', { name: `Add To Cart ${mouse.name}` })).toBeDisabled();
    expect(within(phoneLine).getByText('$999.00')).toBeInTheDocument();
    expect(within(phoneLine).getByText('In Stock')).toBeInTheDocument();

    await user.click(within(phoneLine).getByRole('button', { name: `Add To Cart ${phone.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(useCart.getState().cartItems).toEqual([expect.objectContaining({ product: phone._id, qty: 1 })]);
  });

  it('when a product is removed, then it leaves the list; the last one leaves it empty', async () => {
    signInAs(customerInfo);
    const phone = product(0);
    fakeAccount.wishlist.push(phone._id);
    const user = userEvent.setup();
    renderApp('/wishlist');
    await user.click(await screen.findByRole('button', { name: `Remove ${phone.name} from wishlist` }));
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
    expect(fakeAccount.wishlist).toEqual([]);
  });

  it('when a visitor opens it, then Sign In opens with the way back', async () => {
    const { router } = renderApp('/wishlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/wishlist' });
  });
});
