import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.ts';
import { catalogueSuite } from '../test/catalogue-suite.ts';
import { signedIn } from '../test/accounts.ts';
import { requestOrder } from '../test/orders.ts';

const suite = catalogueSuite();
const { ids, as, list, names, allNames } = suite;
let t: TestApp;

beforeAll(() => {
  ({ t } = suite.state());
});

describe('GET /api/products sorts', () => {
  it.each([
    [
      'newest',
      [
        'Dell XPS 13 Laptop',
        'Logitech Mouse',
        'Anker USB Charger',
        'Samsung Galaxy S24',
        'Apple iPhone 15',
        'Apple AirPods Pro',
        'Sony SRS Speaker',
        'Sony WH-1000XM5 Headphones',
      ],
    ],
    [
      'price-asc',
      [
        'Anker USB Charger',
        'Logitech Mouse',
        'Sony SRS Speaker',
        'Apple AirPods Pro',
        'Sony WH-1000XM5 Headphones',
        'Samsung Galaxy S24',
        'Apple iPhone 15',
        'Dell XPS 13 Laptop',
      ],
    ],
    [
      'price-desc',
      [
        'Dell XPS 13 Laptop',
        'Apple iPhone 15',
        'Samsung Galaxy S24',
        'Sony WH-1000XM5 Headphones',
        'Apple AirPods Pro',
        'Sony SRS Speaker',
        'Logitech Mouse',
        'Anker USB Charger',
      ],
    ],
    [
      'rating',
      [
        'Apple AirPods Pro',
        'Sony WH-1000XM5 Headphones',
        'Apple iPhone 15',
        'Dell XPS 13 Laptop',
        'Logitech Mouse',
        'Sony SRS Speaker',
        'Samsung Galaxy S24',
        'Anker USB Charger',
      ],
    ],
    [
      'bestselling',
      [
        'Apple AirPods Pro',
        'Anker USB Charger',
        'Sony WH-1000XM5 Headphones',
        'Apple iPhone 15',
        'Dell XPS 13 Laptop',
        'Sony SRS Speaker',
        'Samsung Galaxy S24',
        'Logitech Mouse',
      ],
    ],
  ])('when sorted by %s, then every page follows that order', async (sort, expected) => {
    expect(await allNames(`?sort=${sort}`)).toEqual(expected);
  });

  it('when relevance is asked for without a keyword, then it is newest first', async () => {
    expect(await allNames('?sort=relevance')).toEqual(await allNames('?sort=newest'));
  });

  it('when a keyword is sorted by price, then the matches come cheapest first', async () => {
    expect(await allNames('?keyword=apple&sort=price-asc')).toEqual(['Apple AirPods Pro', 'Apple iPhone 15']);
  });

  it('when an order is placed, then bestselling counts its units', async () => {
    const shopper = await signedIn(t.app, t.db);
    const mouse = ids.get('Logitech Mouse') ?? '';
    const response = await requestOrder(t.app, shopper.headers, [{ product: mouse, qty: 3 }]);
    expect(response.statusCode).toBe(201);
    const { body } = await list('?sort=bestselling&category=Accessories');
    expect(names(body.products)).toEqual(['Anker USB Charger', 'Logitech Mouse']);
    const counted = await list('?sort=bestselling&brand=Logitech&brand=Sony');
    expect(names(counted.body.products)).toEqual([
      'Sony WH-1000XM5 Headphones',
      'Sony SRS Speaker',
      'Logitech Mouse',
    ]);
  });
});

describe('GET /api/admin/products search and sort', () => {
  const adminList = (query: string) => as.adminList(`/api/admin/products${query}`);

  it('when a keyword is given, then drafts and published products containing every word are listed', async () => {
    const { status, body } = await adminList('?keyword=apple%20speaker');
    expect(status).toBe(200);
    expect(names(body.products)).toEqual(['Apple Secret Speaker']);
    const apple = await adminList('?keyword=APPLE');
    expect(names(apple.body.products)).toEqual([
      'Apple Secret Speaker',
      'Apple iPhone 15',
      'Apple AirPods Pro',
    ]);
    expect(apple.body).toMatchObject({ page: 1, pages: 1 });
  });

  it.each([
    ['name', ['Anker USB Charger', 'Apple AirPods Pro', 'Apple iPhone 15', 'Apple Secret Speaker']],
    ['price-asc', ['Anker USB Charger', 'Logitech Mouse', 'Apple Secret Speaker', 'Sony SRS Speaker']],
    [
      'price-desc',
      ['Dell XPS 13 Laptop', 'Apple iPhone 15', 'Samsung Galaxy S24', 'Sony WH-1000XM5 Headphones'],
    ],
    [
      'stock-desc',
      ['Anker USB Charger', 'Apple Secret Speaker', 'Sony WH-1000XM5 Headphones', 'Apple AirPods Pro'],
    ],
    ['newest', ['Apple Secret Speaker', 'Dell XPS 13 Laptop', 'Logitech Mouse', 'Anker USB Charger']],
  ])('when sorted by %s, then the first page follows that order', async (sort, expected) => {
    const { body } = await adminList(`?sort=${sort}`);
    expect(names(body.products)).toEqual(expected);
  });

  it('when the sort is unknown, then it answers 400', async () => {
    expect((await adminList('?sort=cheapest')).status).toBe(400);
  });
});
