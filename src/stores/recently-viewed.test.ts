import { describe, expect, it, vi } from 'vitest';
import { RECENTLY_VIEWED_LIMIT } from './cart.ts';

async function freshStore() {
  vi.resetModules();
  return (await import('./cart.ts')).useCart;
}

const viewed = (n: number) => ({ _id: `p${n}`, name: `Product ${n}`, image: `/uploads/demo/p${n}.webp` });

describe('recently viewed (cart store)', () => {
  it('when products are opened, then the newest is first, a product appears once, and only the last 12 stay', async () => {
    const useCart = await freshStore();
    for (let n = 1; n <= 14; n += 1) useCart.getState().viewProduct(viewed(n));
    useCart.getState().viewProduct(viewed(5));
    const ids = useCart.getState().recentlyViewed.map((product) => product._id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids.slice(0, 3)).toEqual(['p5', 'p14', 'p13']);
    expect(ids.filter((id) => id === 'p5')).toHaveLength(1);
    expect(ids).not.toContain('p2');
  });

  it('when a product is opened, then only its id, name and image are kept, under recentlyViewed', async () => {
    const useCart = await freshStore();
    useCart.getState().viewProduct({ ...viewed(1), price: 10 } as ReturnType<typeof viewed>);
    expect(JSON.parse(localStorage.getItem('recentlyViewed') ?? 'null')).toEqual([viewed(1)]);
  });

  it('when the stored list is malformed, then it starts empty and the cart still loads', async () => {
    localStorage.setItem('recentlyViewed', JSON.stringify([{ _id: 1 }]));
    localStorage.setItem('paymentMethod', JSON.stringify('TestCard'));
    const useCart = await freshStore();
    expect(useCart.getState().recentlyViewed).toEqual([]);
    expect(useCart.getState().paymentMethod).toBe('TestCard');
  });

  it('when the shopper signs out, then what they viewed is forgotten with the cart', async () => {
    const useCart = await freshStore();
    useCart.getState().viewProduct(viewed(1));
    useCart.getState().reset();
    expect(useCart.getState().recentlyViewed).toEqual([]);
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
  });
});
