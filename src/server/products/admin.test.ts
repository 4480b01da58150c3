import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductList, ProductList, ProductSummary } from '../../contract/products.ts';
import { products } from '../db/schema.ts';
import { type TestApp } from '../test/app.ts';
import { productAdminSuite } from '../test/product-admin-suite.ts';
import { createProduct, type PlainFields } from '../test/factories.ts';

const suite = productAdminSuite();
const { validProduct, createDraft, save, publicDetails, publicSearch, stored } = suite;
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(() => {
  ({ t, admin, customer } = suite.state());
});

describe('access', () => {
  const anyId = '00000000-0000-4000-8000-000000000001';
  const adminCalls = [
    ['POST', '/api/products'],
    ['PUT', `/api/products/${anyId}`],
    ['DELETE', `/api/products/${anyId}`],
    ['GET', '/api/admin/products'],
    ['GET', `/api/admin/products/${anyId}`],
  ] as const;

  it.each(adminCalls)('when %s %s has no token, then it answers 401', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'PUT' ? validProduct() : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authorized, no token', code: 'UNAUTHORIZED' });
  });

  it.each(adminCalls)('when a customer calls %s %s, then it answers 403', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: customer,
      payload: method === 'PUT' ? validProduct() : undefined,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Not authorized as an admin', code: 'FORBIDDEN' });
  });

  it('when a customer tries to change a real product, then it stays as it was', async () => {
    const product = await createProduct(t.db, { name: 'Untouchable Lamp' });
    const response = await save(product.id, validProduct({ name: 'Hijacked' }), customer);
    expect(response.statusCode).toBe(403);
    expect((await stored(product.id))?.name).toBe('Untouchable Lamp');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: customer,
    });
    expect(removal.statusCode).toBe(403);
    expect(await stored(product.id)).toBeDefined();
  });
});

describe('POST /api/products', () => {
  it('when an admin creates a product, then it is a blank draft but for its placeholder name', async () => {
    const draft = await createDraft();
    expect(draft).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'New product',
      image: '',
      brand: '',
      category: '',
      description: '',
      price: 0,
      countInStock: 0,
      rating: 0,
      numReviews: 0,
      isDraft: true,
      version: 1,
      reviews: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    } satisfies PlainFields<AdminProduct>);
  });

  it('when the body is an empty JSON object, then it still creates a draft', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminProduct>().isDraft).toBe(true);
  });

  it('when the body tries to set fields, then they are ignored: a draft is always blank', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: { name: 'Sneaky', isDraft: false, rating: 5 },
    });
    expect(response.json<AdminProduct>()).toMatchObject({ name: 'New product', isDraft: true, rating: 0 });
  });

  it('when a draft exists, then shoppers see it nowhere: list, search, top rated or details', async () => {
    const draft = await createDraft();
    const rated = await createProduct(t.db, {
      name: 'Hidden Highly Rated',
      isDraft: true,
      rating: 5,
      numReviews: 9,
    });

    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<ProductList>();
    const allPages = await Promise.all(
      Array.from({ length: list.pages }, (_, index) =>
        t.app.inject({ method: 'GET', url: `/api/products?pageNumber=${index + 1}` }),
      ),
    );
    const listed = allPages.flatMap((page) =>
      page.json<ProductList>().products.map((product) => product._id),
    );
    expect(listed).not.toContain(draft._id);
    expect(listed).not.toContain(rated.id);

    expect(await publicSearch('hidden')).toEqual([]);
    const top = (await t.app.inject({ method: 'GET', url: '/api/products/top' })).json<ProductSummary[]>();
    expect(top.map((product) => product._id)).not.toContain(rated.id);

    for (const id of [draft._id, rated.id]) {
      const details = await publicDetails(id);
      expect(details.statusCode).toBe(404);
      expect(details.json()).toMatchObject({ message: 'Product not found' });
    }
  });
});

describe('admin reads', () => {
  it('when an admin opens a draft, then it loads for editing with isDraft', async () => {
    const draft = await createDraft();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${draft._id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminProduct>()).toEqual(draft);
  });

  it.each(['00000000-0000-4000-8000-00000000dead', 'not-a-uuid', "1' OR '1'='1"])(
    'when an admin opens %j, then it answers 404 Product not found',
    async (id) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/products/${encodeURIComponent(id)}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    },
  );

  it('when the admin list is read, then drafts and published products come newest first, paged', async () => {
    const published = await createProduct(t.db, {
      name: 'Admin List Published',
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    });
    const draft = await createProduct(t.db, {
      name: 'Admin List Draft',
      isDraft: true,
      createdAt: new Date(Date.UTC(2030, 0, 2)),
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminProductList>();
    const total = await t.db.$count(products);
    expect(body).toMatchObject({ page: 1, pages: Math.ceil(total / 3) });
    expect(body.products).toHaveLength(3);
    expect(body.products.slice(0, 2).map(({ _id, isDraft }) => ({ _id, isDraft }))).toEqual([
      { _id: draft.id, isDraft: true },
      { _id: published.id, isDraft: false },
    ]);
    expect(body.products[0]).toEqual({
      _id: draft.id,
      name: 'Admin List Draft',
      image: '/uploads/demo/test.webp',
      brand: 'Testbrand',
      category: 'Gadgets',
      description: 'A gadget made for tests.',
      price: 19.99,
      countInStock: 5,
      rating: 0,
      numReviews: 0,
      isDraft: true,
      version: 1,
      createdAt: '2030-01-02T00:00:00.000Z',
      updatedAt: expect.any(String),
    });
  });

  it('when a page past the end is asked for, then it is empty with the right page count', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?pageNumber=999',
      headers: admin,
    });
    const body = response.json<AdminProductList>();
    expect(body.products).toEqual([]);
    expect(body.page).toBe(999);
    expect(body.pages).toBeGreaterThan(1);
  });

  it.each(['0', '-2', 'two', '1.5'])('when pageNumber is %j, then it answers 400', async (pageNumber) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products?pageNumber=${pageNumber}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Invalid query: pageNumber /) });
  });
});
