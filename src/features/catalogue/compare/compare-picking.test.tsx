import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCart } from '../../../stores/cart.ts';
import { renderApp } from '../../../test/render.tsx';
import { compareItemOf, extraPhones, laptop, phoneA, phoneB, serveComparable } from './compare-fixtures.ts';

async function cardOf(name: string) {
  const card = (await screen.findByRole('link', { name })).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('choosing products to compare', () => {
  it('when Compare is pressed on two cards, then each says so and the bar offers the comparison of both', async () => {
    serveComparable();
    const user = userEvent.setup();
    renderApp('/');
    const toggle = within(await cardOf(phoneA.name)).getByRole('button', { name: `Compare ${phoneA.name}` });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName(`Comparing ${phoneA.name}`);

    const bar = await screen.findByRole('region', { name: 'Compare bar' });
    // One product cannot be compared yet.
    const notYet = within(bar).getByRole('button', { name: 'Compare (1)' });
    expect(notYet).toBeDisabled();
    expect(notYet).toHaveAccessibleDescription('Choose one more product to compare.');
    await user.click(
      within(await cardOf(phoneB.name)).getByRole('button', { name: `Compare ${phoneB.name}` }),
    );
    expect(within(bar).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/compare\\?ids=${phoneA._id}(,|%2C)${phoneB._id}$`)),
    );
    expect(within(bar).getByText(phoneA.name)).toBeInTheDocument();
  });

  it('when a product is removed from the bar or the bar is cleared, then the cards follow and the bar goes', async () => {
    serveComparable();
    useCart.getState().toggleCompare(compareItemOf(phoneA));
    useCart.getState().toggleCompare(compareItemOf(phoneB));
    const user = userEvent.setup();
    renderApp('/');
    const bar = await screen.findByRole('region', { name: 'Compare bar' });
    await user.click(within(bar).getByRole('button', { name: `Remove ${phoneA.name} from compare` }));
    expect(
      within(await cardOf(phoneA.name)).getByRole('button', { name: `Compare ${phoneA.name}` }),
    ).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Compare bar' })).not.toBeInTheDocument();
    expect(useCart.getState().compareItems).toEqual([]);
  });

  it('when a fifth product is pressed, then nothing is dropped and the shopper is told the limit', async () => {
    serveComparable();
    for (const product of [phoneA, phoneB, ...extraPhones.slice(0, 2)])
      useCart.getState().toggleCompare(compareItemOf(product));
    const user = userEvent.setup();
    renderApp('/');
    const fifth = extraPhones[2];
    if (!fifth) throw new Error('fixture');
    await user.click(within(await cardOf(fifth.name)).getByRole('button', { name: `Compare ${fifth.name}` }));
    expect(
      within(await screen.findByRole('region', { name: 'Compare bar' })).getByRole('alert'),
    ).toHaveTextContent(`Compare holds up to 4 products: remove one to add ${fifth.name}.`);
    expect(useCart.getState().compareItems).toHaveLength(4);
    expect(
      within(await cardOf(fifth.name)).getByRole('button', { name: `Compare ${fifth.name}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('when a product of another category is pressed, then the shopper may start over with it', async () => {
    serveComparable();
    useCart.getState().toggleCompare(compareItemOf(phoneA));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(
      within(await cardOf(laptop.name)).getByRole('button', { name: `Compare ${laptop.name}` }),
    );
    expect(
      within(await screen.findByRole('region', { name: 'Compare bar' })).getByRole('alert'),
    ).toHaveTextContent('Compare holds one category at a time: clear it to compare Laptops.');
    expect(useCart.getState().compareItems).toEqual([compareItemOf(phoneA)]);
    await user.click(screen.getByRole('button', { name: 'Clear and compare Laptops' }));
    expect(useCart.getState().compareItems).toEqual([compareItemOf(laptop)]);
    expect(
      within(screen.getByRole('region', { name: 'Compare bar' })).getByRole('alert'),
    ).toBeEmptyDOMElement();
  });

  it('when Compare is pressed on the product page, then the product joins the comparison', async () => {
    serveComparable();
    const user = userEvent.setup();
    renderApp(`/product/${phoneA._id}`);
    const toggle = await screen.findByRole('button', { name: `Compare ${phoneA.name}` });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(useCart.getState().compareItems).toEqual([compareItemOf(phoneA)]);
    expect(await screen.findByRole('region', { name: 'Compare bar' })).toBeInTheDocument();
  });
});
