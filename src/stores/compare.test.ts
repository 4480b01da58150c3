import { describe, expect, it, vi } from 'vitest';
import { COMPARE_LIMIT, type CompareItem } from './cart.ts';

async function freshStore() {
  vi.resetModules();
  return (await import('./cart.ts')).useCart;
}

const phone = (n: number, category = 'Phones'): CompareItem => ({
  _id: `p${n}`,
  name: `Phone ${n}`,
  image: `/uploads/demo/p${n}.webp`,
  category,
});

describe('compare (cart store)', () => {
  it('when products of one category are added, then they are kept in order, under compareItems, with only id, name, image and category', async () => {
    const useCart = await freshStore();
    useCart.getState().toggleCompare(phone(1));
    useCart.getState().toggleCompare({ ...phone(2), price: 10 } as CompareItem);
    expect(useCart.getState().compareItems).toEqual([phone(1), phone(2)]);
    expect(JSON.parse(localStorage.getItem('compareItems') ?? 'null')).toEqual([phone(1), phone(2)]);
    expect((await freshStore()).getState().compareItems).toEqual([phone(1), phone(2)]);
  });

  it('when a product already compared is toggled, then it leaves, and the last one leaving removes the key', async () => {
    const useCart = await freshStore();
    useCart.getState().toggleCompare(phone(1));
    useCart.getState().toggleCompare(phone(2));
    useCart.getState().toggleCompare(phone(1));
    expect(useCart.getState().compareItems).toEqual([phone(2)]);
    useCart.getState().removeFromCompare('p2');
    expect(useCart.getState().compareItems).toEqual([]);
    expect(localStorage.getItem('compareItems')).toBeNull();
  });

  it('when a fifth product is added, then nothing is dropped and the refusal says the list is full', async () => {
    const useCart = await freshStore();
    for (let n = 1; n <= COMPARE_LIMIT; n += 1) useCart.getState().toggleCompare(phone(n));
    useCart.getState().toggleCompare(phone(5));
    expect(useCart.getState().compareItems.map((item) => item._id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(useCart.getState().compareRefusal).toEqual({ reason: 'full', item: phone(5) });
    // Making room and trying again works, and the refusal is gone.
    useCart.getState().removeFromCompare('p1');
    expect(useCart.getState().compareRefusal).toBeNull();
    useCart.getState().toggleCompare(phone(5));
    expect(useCart.getState().compareItems.map((item) => item._id)).toEqual(['p2', 'p3', 'p4', 'p5']);
  });

  it('when a product of another category is added, then nothing changes until the shopper starts over with it', async () => {
    const useCart = await freshStore();
    useCart.getState().toggleCompare(phone(1));
    const laptop = phone(9, 'Laptops');
    useCart.getState().toggleCompare(laptop);
    expect(useCart.getState().compareItems).toEqual([phone(1)]);
    expect(useCart.getState().compareRefusal).toEqual({ reason: 'category', item: laptop });
    useCart.getState().startCompareWith(laptop);
    expect(useCart.getState().compareItems).toEqual([laptop]);
    expect(useCart.getState().compareRefusal).toBeNull();
  });

  it('when the refusal is dismissed or the list cleared, then both are gone', async () => {
    const useCart = await freshStore();
    useCart.getState().toggleCompare(phone(1));
    useCart.getState().toggleCompare(phone(2, 'Laptops'));
    useCart.getState().dismissCompareRefusal();
    expect(useCart.getState().compareRefusal).toBeNull();
    useCart.getState().clearCompare();
    expect(useCart.getState().compareItems).toEqual([]);
    expect(localStorage.getItem('compareItems')).toBeNull();
  });

  it('when the stored list is malformed, too long or mixes categories, then it starts empty and the cart still loads', async () => {
    const tooLong = [1, 2, 3, 4, 5].map((n) => phone(n));
    for (const stored of [[{ _id: 1 }], tooLong, [phone(1), phone(2, 'Laptops')]]) {
      localStorage.setItem('compareItems', JSON.stringify(stored));
      localStorage.setItem('paymentMethod', JSON.stringify('TestCard'));
      const useCart = await freshStore();
      expect(useCart.getState().compareItems).toEqual([]);
      expect(useCart.getState().paymentMethod).toBe('TestCard');
    }
  });

  it('when the shopper signs out, then the comparison stays (it is not private, and an expired session must not lose it)', async () => {
    const useCart = await freshStore();
    useCart.getState().toggleCompare(phone(1));
    useCart.getState().reset();
    expect(useCart.getState().compareItems).toEqual([phone(1)]);
    expect(JSON.parse(localStorage.getItem('compareItems') ?? 'null')).toEqual([phone(1)]);
  });
});
