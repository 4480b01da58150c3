import { describe, expect, it } from 'vitest';
import { priceToCents, productFieldErrors, reviewFieldErrors, type ProductInput } from './product-rules.ts';

const valid: ProductInput = {
  name: 'Gadget',
  price: 10,
  image: '/uploads/0f0e0d0c-0000-4000-8000-000000000001.webp',
  brand: 'Brand',
  category: 'Category',
  countInStock: 1,
  description: 'A gadget.',
};

describe('priceToCents', () => {
  it('when any amount of whole cents up to $100,000 is typed, then exactly that many cents come back', () => {
    for (let cents = 0; cents <= 10_000_000; cents += 7) {
      const typed = Number((cents / 100).toFixed(2));
      if (priceToCents(typed) !== cents) throw new Error(`${typed} gave ${String(priceToCents(typed))}`);
    }
  });

  it.each([19.999, 0.001, 1 / 3, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY])(
    'when the amount is %d, then it has no exact cents',
    (price) => {
      expect(priceToCents(price)).toBeUndefined();
    },
  );
});

describe('productFieldErrors', () => {
  it('when everything is right, then there are no errors', () => {
    expect(productFieldErrors(valid)).toEqual({});
  });

  it('when everything is wrong, then each field has its own message', () => {
    expect(
      productFieldErrors({
        name: ' ',
        price: -1,
        image: '/images/x.jpg',
        brand: 'b'.repeat(61),
        category: 'tab\there',
        countInStock: 2.5,
        description: 'd'.repeat(4001),
      }),
    ).toEqual({
      name: 'Name is required',
      price: 'Price must be more than 0',
      image: 'Image must be an image uploaded to this shop',
      brand: 'Brand must be at most 60 characters',
      category: 'Category must be a single line of text',
      countInStock: 'Count In Stock must be a whole number',
      description: 'Description must be at most 4000 characters',
    });
  });

  it('when limits are met exactly, then they are allowed', () => {
    expect(
      productFieldErrors({
        ...valid,
        name: 'n'.repeat(120),
        price: 1_000_000,
        countInStock: 1_000_000,
        description: 'd'.repeat(4000),
      }),
    ).toEqual({});
  });
});

describe('reviewFieldErrors', () => {
  it.each([1, 2, 3, 4, 5])('when the rating is %d, then it is fine', (rating) => {
    expect(reviewFieldErrors({ rating, comment: 'ok' })).toEqual({});
  });

  it('when the rating is out of range and the comment blank, then both are named', () => {
    expect(reviewFieldErrors({ rating: 0, comment: '  ' })).toEqual({
      rating: 'Rating must be a whole number from 1 to 5',
      comment: 'Comment is required',
    });
  });
});
