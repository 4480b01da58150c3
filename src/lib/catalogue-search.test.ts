import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  searchableKeyword,
  validateCatalogueSearch,
  withoutFilters,
} from './catalogue-search.ts';

describe('catalogue search params', () => {
  it('when every filter is valid, then each is kept with its type', () => {
    expect(
      validateCatalogueSearch({
        category: 'Audio',
        brand: ['Sony', 'Apple'],
        minPrice: 50,
        maxPrice: '199.99',
        rating: 4,
        inStock: true,
        sort: 'price-asc',
      }),
    ).toEqual({
      category: 'Audio',
      brand: ['Sony', 'Apple'],
      minPrice: 50,
      maxPrice: 199.99,
      rating: 4,
      inStock: true,
      sort: 'price-asc',
    });
  });

  it('when a single brand is given as text, then it becomes a list of one', () => {
    expect(validateCatalogueSearch({ brand: 'Sony' })).toEqual({ brand: ['Sony'] });
  });

  it('when a category or brand is a number, then it is kept as text', () => {
    expect(validateCatalogueSearch({ category: 360, brand: [3] })).toEqual({ category: '360', brand: ['3'] });
  });

  it.each([
    ['category', ''],
    ['category', 'x'.repeat(81)],
    ['category', 'two\nlines'],
    ['brand', []],
    ['minPrice', -1],
    ['minPrice', 'cheap'],
    ['maxPrice', 1_000_001],
    ['rating', 6],
    ['rating', 2.5],
    ['inStock', 'yes'],
    ['inStock', false],
    ['sort', 'cheapest'],
  ])('when %s is %j, then it is dropped and the rest is kept', (name, value) => {
    const kept = name === 'rating' ? { inStock: true } : { rating: 3 };
    expect(validateCatalogueSearch({ ...kept, [name]: value })).toEqual(kept);
  });

  it('when brands repeat or exceed ten, then duplicates go and ten are kept', () => {
    const many = Array.from({ length: 12 }, (_, index) => `B${index}`);
    expect(validateCatalogueSearch({ brand: ['Sony', 'Sony', ...many] }).brand).toHaveLength(10);
  });

  it('when the price range is upside down, then only its lower bound is kept', () => {
    expect(validateCatalogueSearch({ minPrice: 100, maxPrice: 10 })).toEqual({ minPrice: 100 });
  });

  it('when only a sort is chosen, then nothing is filtered, and clearing filters keeps the sort', () => {
    expect(hasFilters({ sort: 'rating' })).toBe(false);
    expect(hasFilters({ inStock: true })).toBe(true);
    expect(withoutFilters({ sort: 'rating', brand: ['Sony'], minPrice: 5 })).toEqual({ sort: 'rating' });
  });

  it.each([
    ['"sony"', 'sony'],
    ['“sony”', 'sony'],
    ['sony "wh-1000xm5" headphones', 'sony wh-1000xm5 headphones'],
    ['""', ''],
  ])('when the keyword is %j, then the API is asked for %j', (keyword, expected) => {
    expect(searchableKeyword(keyword)).toBe(expected);
  });
});
