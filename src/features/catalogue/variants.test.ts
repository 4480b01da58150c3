import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures.ts';
import { variantPhone } from '../../test/variant-product.ts';
import { cartLineFor, defaultVariant, valueState, variantForChoice } from './variants.ts';

function variant(index: number) {
  const found = variantPhone.variants?.[index];
  if (!found) throw new Error(`no variant ${index}`);
  return found;
}

describe('variant rules', () => {
  it('when the address names no variant or an unknown one, then the first in stock is chosen', () => {
    expect(defaultVariant(variantPhone)).toBe(variant(0));
    expect(defaultVariant(variantPhone, 'unknown')).toBe(variant(0));
    expect(defaultVariant(variantPhone, variant(1)._id)).toBe(variant(1));
    expect(defaultVariant({ options: [], variants: [] })).toBeUndefined();
  });

  it('when a value is weighed with the other choices, then it is available, sold out or not sold', () => {
    expect(valueState(variantPhone, variant(0), 'Colour', 'Hazel')).toBe('soldOut');
    expect(valueState(variantPhone, variant(0), 'Colour', 'Rose')).toBe('available');
    expect(valueState(variantPhone, variant(3), 'Colour', 'Rose')).toBe('notSold');
    expect(valueState(variantPhone, variant(4), 'Storage', '128 GB')).toBe('soldOut');
  });

  it('when a value not sold with the other choices is chosen, then the nearest variant with it is', () => {
    expect(variantForChoice(variantPhone, variant(0), 'Storage', '256 GB')).toBe(variant(3));
    expect(variantForChoice(variantPhone, variant(0), 'Colour', 'Hazel')).toBe(variant(1));
    expect(variantForChoice(variantPhone, variant(3), 'Colour', 'Rose')).toBe(variant(2));
  });

  it('when a line is made, then a variant brings its price, stock, image and label; none named asks to choose', () => {
    expect(cartLineFor(variantPhone, variant(4)._id, 5)).toEqual({
      product: variantPhone._id,
      name: variantPhone.name,
      image: '/uploads/demo/pixel-hazel.webp',
      price: 759,
      countInStock: 3,
      qty: 3,
      variant: variant(4)._id,
      variantLabel: '256 GB / Hazel',
    });
    expect(cartLineFor(variantPhone, undefined, 1)).toBe('choose');
    expect(cartLineFor(variantPhone, variant(1)._id, 1)).toBeNull();
    const plain = makeProduct({ price: 5, countInStock: 2 });
    expect(cartLineFor({ ...plain, options: [], variants: [] }, undefined, 4)).toMatchObject({
      qty: 2,
      price: 5,
    });
    expect(cartLineFor({ ...plain, options: [], variants: [] }, undefined, 4)).not.toHaveProperty('variant');
  });
});
