import { afterAll, beforeAll } from 'vitest';
import type { CatalogueList, CategoryList, Suggestions } from '../../contract/catalogue.ts';
import type { AdminProductList, ProductSummary } from '../../contract/products.ts';
import { signedIn } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createProduct } from './factories.ts';

// A known catalogue, oldest first (so newest first is the reverse), with every facet value chosen
// so that each count below can be checked by hand.
const CATALOGUE = [
  {
    name: 'Sony WH-1000XM5 Headphones',
    brand: 'Sony',
    category: 'Audio',
    priceCents: 34_999,
    rating: 4.6,
    countInStock: 5,
    unitsSold: 30,
  },
  {
    name: 'Sony SRS Speaker',
    brand: 'Sony',
    category: 'Audio',
    priceCents: 9_999,
    rating: 3.5,
    countInStock: 0,
    unitsSold: 10,
  },
  {
    name: 'Apple AirPods Pro',
    brand: 'Apple',
    category: 'Audio',
    priceCents: 24_999,
    rating: 4.8,
    countInStock: 3,
    unitsSold: 50,
  },
  {
    name: 'Apple iPhone 15',
    brand: 'Apple',
    category: 'Phones',
    priceCents: 99_999,
    rating: 4.2,
    countInStock: 2,
    unitsSold: 20,
  },
  {
    name: 'Samsung Galaxy S24',
    brand: 'Samsung',
    category: 'Phones',
    priceCents: 79_999,
    rating: 2.5,
    countInStock: 0,
    unitsSold: 5,
  },
  {
    name: 'Anker USB Charger',
    brand: 'Anker',
    category: 'Accessories',
    priceCents: 1_999,
    rating: 0,
    countInStock: 10,
    unitsSold: 40,
  },
  {
    name: 'Logitech Mouse',
    brand: 'Logitech',
    category: 'Accessories',
    priceCents: 4_999,
    rating: 3.9,
    countInStock: 4,
    unitsSold: 0,
  },
  {
    name: 'Dell XPS 13 Laptop',
    brand: 'Dell',
    category: 'Laptops',
    priceCents: 129_999,
    rating: 4.0,
    countInStock: 1,
    unitsSold: 15,
  },
];

const BANDS: [number, number | null][] = [
  [0, 25],
  [25, 50],
  [50, 100],
  [100, 250],
  [250, 500],
  [500, 1000],
  [1000, null],
];
export const prices = (counts: number[]) =>
  BANDS.map(([min, max], band) => ({ min, max, count: counts[band] ?? Number.NaN }));
export const ratings = (atLeast4: number, atLeast3: number, atLeast2: number, atLeast1: number) => [
  { min: 4, count: atLeast4 },
  { min: 3, count: atLeast3 },
  { min: 2, count: atLeast2 },
  { min: 1, count: atLeast1 },
];

export const ALL_CATEGORIES = [
  { value: 'Accessories', count: 2 },
  { value: 'Audio', count: 3 },
  { value: 'Laptops', count: 1 },
  { value: 'Phones', count: 2 },
];
export const ALL_BRANDS = [
  { value: 'Anker', count: 1 },
  { value: 'Apple', count: 2 },
  { value: 'Dell', count: 1 },
  { value: 'Logitech', count: 1 },
  { value: 'Samsung', count: 1 },
  { value: 'Sony', count: 2 },
];
export const ALL_PRICES = prices([1, 1, 1, 1, 1, 2, 1]);
export const ALL_RATINGS = ratings(4, 6, 7, 7);

export interface CatalogueState {
  t: TestApp;
  admin: Record<string, string>;
  /** The unpublished product, which no shopper's list may show. */
  draftId: string;
}

/**
 * An app with the known catalogue above (four products a page) and an admin, for a file of
 * catalogue tests, with typed requests; registers the file's hooks.
 */
export function catalogueSuite() {
  let state: CatalogueState | undefined;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    const t = await createTestApp({ pageSize: 4 });
    const admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
    for (const [index, product] of CATALOGUE.entries()) {
      const row = await createProduct(t.db, {
        ...product,
        description: 'Made for the catalogue tests.',
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
      ids.set(product.name, row.id);
    }
    const draft = await createProduct(t.db, {
      name: 'Apple Secret Speaker',
      brand: 'Apple',
      category: 'Audio',
      priceCents: 9_999,
      isDraft: true,
      createdAt: new Date(Date.UTC(2027, 0, 1)),
    });
    state = { t, admin, draftId: draft.id };
  });
  afterAll(() => state?.t.close());

  const current = (): CatalogueState => {
    if (!state) throw new Error('the catalogue suite is used before its beforeAll ran');
    return state;
  };

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await current().t.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, response };
  }

  /** Each route's answer, typed as its contract says. */
  const as = {
    list: async (url: string) => {
      const { status, response } = await get(url);
      return { status, body: response.json<CatalogueList>() };
    },
    suggestions: async (url: string) => {
      const { status, response } = await get(url);
      return { status, body: response.json<Suggestions>() };
    },
    categories: async (url: string) => {
      const { status, response } = await get(url);
      return { status, body: response.json<CategoryList>() };
    },
    products: async (url: string) => {
      const { status, response } = await get(url);
      return { status, body: response.json<ProductSummary[]>() };
    },
    error: async (url: string) => {
      const { status, response } = await get(url);
      return { status, body: response.json<{ message: string; code: string }>() };
    },
    adminList: async (url: string) => {
      const { status, response } = await get(url, current().admin);
      return { status, body: response.json<AdminProductList>() };
    },
  };

  const list = (query: string) => as.list(`/api/products${query}`);
  const names = (products: readonly Pick<ProductSummary, 'name'>[]) =>
    products.map((product) => product.name);

  /** Every product of the query, page after page. */
  async function allNames(query: string): Promise<string[]> {
    const first = await list(query);
    const found = names(first.body.products);
    for (let page = 2; page <= first.body.pages; page++) {
      found.push(...names((await list(`${query}&pageNumber=${page}`)).body.products));
    }
    return found;
  }

  return { state: current, ids, get, as, list, names, allNames };
}
