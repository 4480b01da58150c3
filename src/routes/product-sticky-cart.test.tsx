import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../stores/cart.ts';
import { renderApp } from '../test/render.tsx';
import { catalogue } from '../test/server.ts';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
/** IntersectionObservers the test moves by hand: each says where its watched element now is. */
const watched: { callback: Callback; target: Element }[] = [];
class HandObserver {
  constructor(private readonly callback: Callback) {}
  observe(target: Element) {
    watched.push({ callback: this.callback, target });
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const original = globalThis.IntersectionObserver;
afterEach(() => {
  vi.stubGlobal('IntersectionObserver', original);
  watched.length = 0;
});

/** Moves the main Add To Cart button (the one outside the bar) above the screen or back into it. */
function scrollButton(to: 'above' | 'in view') {
  const main = screen
    .getAllByRole('button', { name: 'Add To Cart' })
    .find((button) => !button.closest('[aria-label="Add to cart bar"]'));
  const observers = watched.filter(({ target }) => target === main);
  expect(observers.length).toBeGreaterThan(0);
  const boundingClientRect = { top: to === 'above' ? -60 : 300 } as DOMRectReadOnly;
  act(() => {
    for (const { callback, target } of observers) {
      callback([{ target, isIntersecting: to === 'in view', boundingClientRect }]);
    }
  });
}

describe('the sticky Add To Cart bar on a phone', () => {
  it('when the main button scrolls away, then a bar below md adds the chosen quantity; back in view, it goes', async () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    const phone = catalogue[0];
    if (!phone) throw new Error('no product');
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${phone._id}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Qty' }), '2');
    expect(screen.queryByRole('region', { name: 'Add to cart bar' })).not.toBeInTheDocument();

    scrollButton('above');
    const bar = screen.getByRole('region', { name: 'Add to cart bar' });
    expect(bar.className).toMatch(/(^|\s)md:hidden(\s|$)/);
    expect(within(bar).getByText(phone.name)).toBeInTheDocument();

    scrollButton('in view');
    expect(screen.queryByRole('region', { name: 'Add to cart bar' })).not.toBeInTheDocument();

    scrollButton('above');
    await user.click(
      within(screen.getByRole('region', { name: 'Add to cart bar' })).getByRole('button', {
        name: 'Add To Cart',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(useCart.getState().cartItems).toEqual([expect.objectContaining({ product: phone._id, qty: 2 })]);
  });
});
