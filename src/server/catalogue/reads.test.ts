import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList as ProductList } from '../../contract/catalogue.ts';
import type { ProductSummary } from '../../contract/products.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct, type PlainFields } from '../test/factories.ts';

let t: TestApp;

async function list(query: string): Promise<{ status: number; body: ProductList }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: response.statusCode, body: response.json<ProductList>() };
}

const names = (body: ProductList) => body.products.map((product) => product.name);

beforeAll(async () => {
  t = await createTestApp({ pageSize: 4 });
  // Oldest first, so the newest-first order is the reverse of this list.
  const catalogue = [
    {
      name: 'Apple iPhone 15 Pro',
      brand: 'Apple',
      category: 'Phones',
      description: 'A titanium smartphone.',
    },
    { name: 'Sony PlayStation 5 Console', brand: 'Sony', category: 'Gaming', description: 'A home console.' },
    {
      name: 'Logitech MX Master 3S Mouse',
      brand: 'Logitech',
      category: 'Accessories',
      description: 'Quiet clicks.',
    },
    {
      name: 'Sony WH-1000XM5 Headphones',
      brand: 'Sony',
      category: 'Audio',
      description: 'Noise cancelling.',
    },
    { name: 'Samsung Galaxy S24', brand: 'Samsung', category: 'Phones', description: 'An Android phone.' },
    {
      name: 'USB-C Charger 65W',
      brand: 'Anker',
      category: 'Accessories',
      description: 'Charges 100% faster.',
    },
    {
      name: 'Dell XPS 13 Laptop',
      brand: 'Dell',
      category: 'Laptops',
      description: 'A thin_and_light laptop.',
    },
    { name: 'Canon EOS R50 Camera', brand: 'Canon', category: 'Cameras', description: 'Mirrorless camera.' },
    {
      name: 'Kindle Paperwhite',
      brand: 'Amazon',
      category: 'Readers',
      description: 'Back\\slash friendly e-reader.',
    },
  ];
  for (const [index, product] of catalogue.entries()) {
    await createProduct(t.db, { ...product, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) });
  }
  await createProduct(t.db, {
    name: 'Secret Draft Phone',
    isDraft: true,
    createdAt: new Date(Date.UTC(2027, 0, 1)),
  });
});

afterAll(() => t.close());

describe('GET /api/products', () => {
  it('when no keyword is given, then it lists published products newest first, one page at a time', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pages: 3 });
    expect(names(body)).toEqual([
      'Kindle Paperwhite',
      'Canon EOS R50 Camera',
      'Dell XPS 13 Laptop',
      'USB-C Charger 65W',
    ]);
  });

  it('when a product is listed, then it has the contract fields with the price in dollars', async () => {
    const { body } = await list('?keyword=kindle');
    expect(body.products[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Kindle Paperwhite',
      image: '/uploads/demo/test.webp',
      brand: 'Amazon',
      category: 'Readers',
      description: 'Back\\slash friendly e-reader.',
      price: 19.99,
      countInStock: 5,
      rating: 0,
      numReviews: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    } satisfies PlainFields<ProductSummary>);
  });

  it('when later pages are asked for, then they continue the order and the last one is short', async () => {
    const second = await list('?pageNumber=2');
    const third = await list('?pageNumber=3');
    expect(second.body).toMatchObject({ page: 2, pages: 3 });
    expect(names(second.body)).toEqual([
      'Samsung Galaxy S24',
      'Sony WH-1000XM5 Headphones',
      'Logitech MX Master 3S Mouse',
      'Sony PlayStation 5 Console',
    ]);
    expect(names(third.body)).toEqual(['Apple iPhone 15 Pro']);
  });

  it('when the page is past the last one, then the list is empty but the page count is right', async () => {
    const { status, body } = await list('?pageNumber=9');
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: [], page: 9, pages: 3 });
  });

  it('when a draft exists, then shoppers never see it', async () => {
    const { body } = await list('?keyword=secret');
    expect(body.products).toEqual([]);
  });

  it.each(['0', '-1', '1.5', 'abc', '99999999'])(
    'when pageNumber is %j, then it answers 400 with a clear message',
    async (pageNumber) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products?pageNumber=${pageNumber}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/^Invalid query: pageNumber /),
      });
    },
  );

  it('when the keyword is longer than 100 characters, then it answers 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?keyword=${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid query: keyword must be at most 100 characters',
      code: 'VALIDATION',
    });
  });

  it('when the query has unknown parameters, then they are ignored', async () => {
    const { status, body } = await list('?keyword=canon&utm_source=mail');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Canon EOS R50 Camera']);
  });
});

describe('searching', () => {
  it.each([
    ['iphone', 'Apple iPhone 15 Pro'],
    ['IPHONE', 'Apple iPhone 15 Pro'],
    ['  mx master  ', 'Logitech MX Master 3S Mouse'],
    ['mirrorless', 'Canon EOS R50 Camera'],
    ['iphnoe', 'Apple iPhone 15 Pro'],
    ['playstaton', 'Sony PlayStation 5 Console'],
    ['logitec', 'Logitech MX Master 3S Mouse'],
    ['sony playstaton', 'Sony PlayStation 5 Console'],
  ])('when searching %j, then it finds %s', async (keyword, expected) => {
    const { status, body } = await list(`?keyword=${encodeURIComponent(keyword)}`);
    expect(status).toBe(200);
    expect(names(body)).toContain(expected);
  });

  it('when a keyword matches name, brand, category and description, then the name match ranks first', async () => {
    const { body } = await list('?keyword=sony');
    expect(names(body)).toEqual(['Sony WH-1000XM5 Headphones', 'Sony PlayStation 5 Console']);
    const phones = await list('?keyword=phone');
    expect(names(phones.body)[0]).toMatch(/phone/i);
    expect(names(phones.body)).toEqual(
      expect.arrayContaining(['Apple iPhone 15 Pro', 'Samsung Galaxy S24', 'Sony WH-1000XM5 Headphones']),
    );
  });

  it.each([
    ['%', ['USB-C Charger 65W']],
    ['100%', ['USB-C Charger 65W']],
    ['_', ['Dell XPS 13 Laptop']],
    ['thin_and', ['Dell XPS 13 Laptop']],
    ['\\', ['Kindle Paperwhite']],
  ])('when searching %j, then the character is literal', async (keyword, expected) => {
    const { body } = await list(`?keyword=${encodeURIComponent(keyword)}`);
    expect(names(body)).toEqual(expected);
  });

  it('when nothing is close, then the result is an empty first page', async () => {
    const { status, body } = await list('?keyword=zzzzqqqq');
    expect(status).toBe(200);
    expect(body).toMatchObject({ products: [], page: 1, pages: 1 });
    expect(body.facets).toMatchObject({ categories: [], brands: [], inStock: 0 });
  });

  it('when the keyword looks like SQL, then it is just text', async () => {
    const { status, body } = await list(
      `?keyword=${encodeURIComponent("' OR 1=1; DROP TABLE products; --")}`,
    );
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect((await list('')).body.products).toHaveLength(4);
  });

  it('when a search has many results, then it pages them', async () => {
    const first = await list('?keyword=a&pageNumber=1');
    const second = await list('?keyword=a&pageNumber=2');
    expect(first.body.pages).toBeGreaterThan(1);
    expect(second.body.page).toBe(2);
    expect(names(second.body).some((name) => names(first.body).includes(name))).toBe(false);
  });
});
