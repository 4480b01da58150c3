import { beforeAll, describe, expect, it } from 'vitest';
import type { Facets } from '../../contract/catalogue.ts';
import type { TestApp } from '../test/app.ts';
import {
  ALL_BRANDS,
  ALL_CATEGORIES,
  ALL_PRICES,
  ALL_RATINGS,
  catalogueSuite,
  prices,
  ratings,
} from '../test/catalogue-suite.ts';

const suite = catalogueSuite();
const { ids, get, as, list, names, allNames } = suite;
let t: TestApp;
let draftId: string;

beforeAll(() => {
  ({ t, draftId } = suite.state());
});

describe('GET /api/products with filters: facet counts', () => {
  it('when nothing is chosen, then every published product is counted and drafts are not', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pages: 2 });
    expect(body.facets).toEqual({
      categories: ALL_CATEGORIES,
      brands: ALL_BRANDS,
      prices: ALL_PRICES,
      ratings: ALL_RATINGS,
      inStock: 6,
      approximate: false,
    } satisfies Facets);
  });

  it('when a category is chosen, then its products are listed and every other group counts within it', async () => {
    const { body } = await list('?category=Audio');
    expect(names(body.products)).toEqual([
      'Apple AirPods Pro',
      'Sony SRS Speaker',
      'Sony WH-1000XM5 Headphones',
    ]);
    expect(body.pages).toBe(1);
    expect(body.facets).toEqual({
      categories: ALL_CATEGORIES,
      brands: [
        { value: 'Apple', count: 1 },
        { value: 'Sony', count: 2 },
      ],
      prices: prices([0, 0, 1, 1, 1, 0, 0]),
      ratings: ratings(2, 3, 3, 3),
      inStock: 2,
      approximate: false,
    });
  });

  it('when two brands are chosen, then products of either match and the brand counts ignore the choice', async () => {
    const { body } = await list('?brand=Sony&brand=Apple');
    expect(names(body.products)).toEqual([
      'Apple iPhone 15',
      'Apple AirPods Pro',
      'Sony SRS Speaker',
      'Sony WH-1000XM5 Headphones',
    ]);
    expect(body.facets.brands).toEqual(ALL_BRANDS);
    expect(body.facets.categories).toEqual([
      { value: 'Audio', count: 3 },
      { value: 'Phones', count: 1 },
    ]);
    expect(body.facets.inStock).toBe(3);
  });

  it('when a price range is chosen, then both ends are inclusive and the price bands ignore it', async () => {
    const { body } = await list('?minPrice=99.99&maxPrice=249.99');
    expect(names(body.products)).toEqual(['Apple AirPods Pro', 'Sony SRS Speaker']);
    expect(body.facets.prices).toEqual(ALL_PRICES);
    expect(body.facets.brands).toEqual([
      { value: 'Apple', count: 1 },
      { value: 'Sony', count: 1 },
    ]);
    expect(body.facets.ratings).toEqual(ratings(1, 2, 2, 2));
  });

  it('when only one end of the price is given, then the other is open', async () => {
    expect(await allNames('?minPrice=800')).toEqual(['Dell XPS 13 Laptop', 'Apple iPhone 15']);
    expect(await allNames('?maxPrice=49.99')).toEqual(['Logitech Mouse', 'Anker USB Charger']);
  });

  it('when a minimum rating is chosen, then lower-rated products go and the rating counts ignore it', async () => {
    const { body } = await list('?rating=4');
    expect(names(body.products)).toEqual([
      'Dell XPS 13 Laptop',
      'Apple iPhone 15',
      'Apple AirPods Pro',
      'Sony WH-1000XM5 Headphones',
    ]);
    expect(body.facets.ratings).toEqual(ALL_RATINGS);
    expect(body.facets.inStock).toBe(4);
  });

  it('when in stock is chosen, then sold-out products go and the stock count ignores it', async () => {
    const { body } = await list('?inStock=true');
    expect(body.pages).toBe(2);
    expect(await allNames('?inStock=true')).not.toContain('Sony SRS Speaker');
    expect(await allNames('?inStock=true')).not.toContain('Samsung Galaxy S24');
    expect(body.facets.inStock).toBe(6);
    expect(body.facets.categories).toEqual([
      { value: 'Accessories', count: 2 },
      { value: 'Audio', count: 2 },
      { value: 'Laptops', count: 1 },
      { value: 'Phones', count: 1 },
    ]);
    expect((await list('?inStock=false')).body.pages).toBe(2);
  });

  it('when filters are combined with a keyword and a sort, then all of them apply together', async () => {
    const { body } = await list('?keyword=sony&category=Audio&inStock=true&sort=price-asc');
    expect(names(body.products)).toEqual(['Sony WH-1000XM5 Headphones']);
    expect(body.facets.brands).toEqual([{ value: 'Sony', count: 1 }]);
    expect(body.facets.inStock).toBe(1);
    expect(body.facets.categories).toEqual([{ value: 'Audio', count: 1 }]);
    const combined = await list('?category=Audio&inStock=true&sort=price-asc&minPrice=200');
    expect(names(combined.body.products)).toEqual(['Apple AirPods Pro', 'Sony WH-1000XM5 Headphones']);
  });

  it('when a chosen brand has nothing under the other filters, then it stays listed with 0', async () => {
    const { body } = await list('?category=Phones&brand=Sony');
    expect(body).toMatchObject({ products: [], page: 1, pages: 1 });
    expect(body.facets.brands).toEqual([
      { value: 'Apple', count: 1 },
      { value: 'Samsung', count: 1 },
      { value: 'Sony', count: 0 },
    ]);
  });

  it('when a keyword has a typo, then the filters apply to what the corrected words find', async () => {
    const { body } = await list('?keyword=headphnes&brand=Sony');
    expect(names(body.products)).toEqual(['Sony WH-1000XM5 Headphones']);
    expect(body.facets.brands).toEqual([{ value: 'Sony', count: 1 }]);
  });
});

describe('GET /api/products bad values', () => {
  it.each([
    ['sort=cheapest', /sort/],
    ['minPrice=-1', /minPrice/],
    ['minPrice=ten', /minPrice/],
    ['maxPrice=1000001', /maxPrice/],
    ['rating=6', /rating/],
    ['rating=0', /rating/],
    ['rating=2.5', /rating/],
    ['inStock=maybe', /inStock/],
    ['minPrice=100&maxPrice=50', /^minPrice must not be more than maxPrice$/],
    [Array.from({ length: 11 }, (_, n) => `brand=B${n}`).join('&'), /brand/],
    ['category=%0A', /category/],
  ])('when the query is %s, then it answers 400 naming the parameter', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });

  it('when pageNumber is empty, then it is page 1', async () => {
    const { status, body } = await list('?pageNumber=&category=Audio');
    expect(status).toBe(200);
    expect(body.page).toBe(1);
  });

  it('when the page is past the last, then it is empty with the right page count and facets', async () => {
    const { body } = await list('?pageNumber=9&category=Phones');
    expect(body).toMatchObject({ products: [], page: 9, pages: 1 });
    expect(body.facets.brands).toEqual([
      { value: 'Apple', count: 1 },
      { value: 'Samsung', count: 1 },
    ]);
  });
});

describe('GET /api/products/suggest', () => {
  it('when two or more characters are typed, then matching products and categories come back', async () => {
    const { status, body } = await as.suggestions('/api/products/suggest?q=aud');
    expect(status).toBe(200);
    expect(body.categories).toEqual(['Audio']);
    expect(names(body.products).sort()).toEqual([
      'Apple AirPods Pro',
      'Sony SRS Speaker',
      'Sony WH-1000XM5 Headphones',
    ]);
    expect(body.products[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: expect.any(String),
      image: '/uploads/demo/test.webp',
      price: expect.any(Number),
    });
  });

  it('when the words are a product name, then the best match comes first and no draft is offered', async () => {
    const { body } = await as.suggestions('/api/products/suggest?q=apple%20airpods');
    expect(body).toEqual({
      products: [
        {
          _id: ids.get('Apple AirPods Pro'),
          name: 'Apple AirPods Pro',
          image: '/uploads/demo/test.webp',
          price: 249.99,
        },
      ],
      categories: [],
    });
    const apple = await as.suggestions('/api/products/suggest?q=apple');
    expect(names(apple.body.products).sort()).toEqual(['Apple AirPods Pro', 'Apple iPhone 15']);
  });

  it('when a word has a typo, then the corrected products and categories are suggested', async () => {
    const { body } = await as.suggestions('/api/products/suggest?q=headphnes');
    expect(names(body.products)).toEqual(['Sony WH-1000XM5 Headphones']);
    const categories = await as.suggestions('/api/products/suggest?q=acessories');
    expect(categories.body.categories).toEqual(['Accessories']);
  });

  it('when two letters are typed, then products with a word starting with them come back', async () => {
    // "ch" starts "Charger" and is only inside "Logitech": two letters are a word's start (docs/catalogue.md).
    const { body } = await as.suggestions('/api/products/suggest?q=ch');
    expect(names(body.products)).toEqual(['Anker USB Charger']);
    const galaxy = await as.suggestions('/api/products/suggest?q=Ga');
    expect(names(galaxy.body.products)).toEqual(['Samsung Galaxy S24']);
  });

  it('when fewer than two characters are typed, then both lists are empty', async () => {
    for (const q of ['a', '%20a%20', '%20%20']) {
      const { status, body } = await as.suggestions(`/api/products/suggest?q=${q}`);
      expect(status).toBe(200);
      expect(body).toEqual({ products: [], categories: [] });
    }
  });

  it('when more products match than fit, then six are suggested', async () => {
    const { body } = await as.suggestions('/api/products/suggest?q=catalogue');
    expect(body.products).toHaveLength(6);
  });

  it('when q is missing or not one line, then it answers 400', async () => {
    expect((await get('/api/products/suggest')).status).toBe(400);
    expect((await get('/api/products/suggest?q=a%0Ab')).status).toBe(400);
  });
});

describe('GET /api/products/categories', () => {
  it('when asked, then every category with published products comes with its count, by name', async () => {
    const { status, body } = await as.categories('/api/products/categories');
    expect(status).toBe(200);
    expect(body).toEqual([
      { name: 'Accessories', count: 2 },
      { name: 'Audio', count: 3 },
      { name: 'Laptops', count: 1 },
      { name: 'Phones', count: 2 },
    ]);
  });
});

describe('GET /api/products/:id/related', () => {
  it('when a product has others in its category, then up to four come, in stock first', async () => {
    const { status, body } = await as.products(
      `/api/products/${ids.get('Sony WH-1000XM5 Headphones')}/related`,
    );
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Apple AirPods Pro', 'Sony SRS Speaker']);
    const phones = await as.products(`/api/products/${ids.get('Apple iPhone 15')}/related`);
    expect(names(phones.body)).toEqual(['Samsung Galaxy S24']);
  });

  it('when the product is a draft, unknown or not an id, then it answers 404', async () => {
    for (const id of [draftId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const { status, body } = await as.error(`/api/products/${id}/related`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    }
  });
});
