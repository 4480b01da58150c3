import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/orders.ts';
import type { AdminProduct, AdminProductList, ProductList } from '../../contract/products.ts';
import { products } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { uploadImage } from '../test/uploaded-image.ts';

// A save made from a stale read (the edit form was opened, then orders or another admin changed
// the product) must not put back what changed since: docs/catalogue.md.
let t: TestApp;
let admin: Record<string, string>;
let image: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
  image = await uploadImage(t.app, admin);
});
afterAll(() => t.close());

const STALE_MESSAGE =
  'This product was changed after you opened it, for example by an order. Reload it and make your changes again.';

/** What the edit form sends: every field it shows, and the version it loaded with them. */
function formBody(product: AdminProduct, changes: Record<string, unknown> = {}) {
  return {
    _id: product._id,
    name: product.name,
    price: product.price,
    image,
    brand: product.brand,
    category: product.category,
    countInStock: product.countInStock,
    description: product.description,
    version: product.version,
    ...changes,
  };
}

async function openForEditing(id: string): Promise<AdminProduct> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<AdminProduct>();
}

function save(id: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload });
}

async function stored(id: string) {
  const [row] = await t.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error(`product ${id} is gone`);
  return row;
}

/** One order of `qty` units by a new shopper, through checkout as the storefront places it. */
async function placeOrder(productId: string, qty = 1) {
  const { headers } = await signedIn(t.app, t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: {
      orderItems: [{ product: productId, qty }],
      shippingAddress: { address: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      paymentMethod: 'TestCard',
    },
  });
  expect(response.statusCode).toBe(201);
  return { order: response.json<Order>(), headers };
}

async function stockedProduct(countInStock: number) {
  return createProduct(t.db, { name: 'Versioned Speaker', image, countInStock, priceCents: 5000 });
}

describe('product versions', () => {
  it('when an admin creates, opens, lists and saves a product, then each answer carries its version', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/products', headers: admin });
    const draft = created.json<AdminProduct>();
    expect(draft.version).toEqual(expect.any(Number));
    expect(Number.isInteger(draft.version)).toBe(true);
    expect((await openForEditing(draft._id)).version).toBe(draft.version);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: admin });
    const listed = list.json<AdminProductList>().products.find((product) => product._id === draft._id);
    expect(listed?.version).toBe(draft.version);

    const saved = await save(
      draft._id,
      formBody(draft, {
        name: 'Versioned Lamp',
        brand: 'B',
        category: 'C',
        price: 20,
        description: 'A lamp.',
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminProduct>().version).not.toBe(draft.version);
    expect((await openForEditing(draft._id)).version).toBe(saved.json<AdminProduct>().version);
  });

  it('when shoppers read the catalogue, then versions stay out of their answers', async () => {
    const product = await stockedProduct(3);
    const details = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(details.json()).not.toHaveProperty('version');
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<ProductList>();
    for (const item of list.products) expect(item).not.toHaveProperty('version');
  });

  it('when orders take stock, then the version changes', async () => {
    const product = await stockedProduct(5);
    const before = await openForEditing(product.id);
    await placeOrder(product.id, 2);
    const after = await openForEditing(product.id);
    expect(after.countInStock).toBe(3);
    expect(after.version).not.toBe(before.version);
  });

  it('when a review changes the rating, then the version stays: the edit form does not hold ratings', async () => {
    const product = await stockedProduct(5);
    const before = await openForEditing(product.id);
    const { headers } = await signedIn(t.app, t.db);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers,
      payload: { rating: 4, comment: 'Loud enough.' },
    });
    expect(review.statusCode).toBe(201);
    const after = await openForEditing(product.id);
    expect(after).toMatchObject({ numReviews: 1, rating: 4, version: before.version });
    expect((await save(product.id, formBody(before, { price: 55 }))).statusCode).toBe(200);
  });
});

describe('PUT /api/products/:id with a version', () => {
  it('when six orders were placed after the form was opened, then a price-only save answers 409 and keeps their stock', async () => {
    const product = await stockedProduct(14);
    const opened = await openForEditing(product.id);
    for (let order = 0; order < 6; order++) await placeOrder(product.id);
    expect((await stored(product.id)).countInStock).toBe(8);

    const response = await save(product.id, formBody(opened, { price: 45 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: STALE_MESSAGE, code: 'CONFLICT' });
    expect(await stored(product.id)).toMatchObject({ countInStock: 8, priceCents: 5000 });

    const reloaded = await openForEditing(product.id);
    const retried = await save(product.id, formBody(reloaded, { price: 45 }));
    expect(retried.statusCode).toBe(200);
    expect(retried.json<AdminProduct>()).toMatchObject({ price: 45, countInStock: 8 });
  });

  it('when an order was cancelled after the form was opened, then the stale save answers 409 and the returned units stay', async () => {
    const product = await stockedProduct(4);
    const { order, headers } = await placeOrder(product.id, 3);
    const opened = await openForEditing(product.id);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/cancel`,
      headers,
    });
    expect(cancel.statusCode).toBe(200);

    const response = await save(product.id, formBody(opened, { name: 'Renamed Speaker' }));
    expect(response.statusCode).toBe(409);
    expect(await stored(product.id)).toMatchObject({ countInStock: 4, name: 'Versioned Speaker' });
  });

  it('when another admin saved after the form was opened, then the later save answers 409 and the first stays', async () => {
    const product = await stockedProduct(9);
    const first = await openForEditing(product.id);
    const second = await openForEditing(product.id);
    expect((await save(product.id, formBody(first, { name: 'First Admin' }))).statusCode).toBe(200);
    const late = await save(product.id, formBody(second, { description: 'Second admin' }));
    expect(late.statusCode).toBe(409);
    expect(await stored(product.id)).toMatchObject({
      name: 'First Admin',
      description: 'A gadget made for tests.',
    });
  });

  it('when ten admins save the same version at once, then exactly one wins and the others change nothing', async () => {
    const product = await stockedProduct(9);
    const opened = await openForEditing(product.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        save(product.id, formBody(opened, { name: `Admin ${index}`, countInStock: 100 + index })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = responses.find((response) => response.statusCode === 200)?.json<AdminProduct>();
    const row = await stored(product.id);
    expect({ name: row.name, countInStock: row.countInStock }).toEqual({
      name: winner?.name,
      countInStock: winner?.countInStock,
    });
    expect(winner?.version).not.toBe(opened.version);
  });

  it('when a draft is saved with a stale version, then it stays an unsearchable draft', async () => {
    const draft = (
      await t.app.inject({ method: 'POST', url: '/api/products', headers: admin })
    ).json<AdminProduct>();
    const response = await save(
      draft._id,
      formBody(draft, {
        name: 'Quixotron Blender',
        brand: 'Q',
        category: 'Kitchen',
        price: 30,
        description: 'A blender.',
        version: draft.version + 1,
      }),
    );
    expect(response.statusCode).toBe(409);
    expect(await stored(draft._id)).toMatchObject({ isDraft: true, name: draft.name });
    const search = await t.app.inject({ method: 'GET', url: '/api/products?keyword=quixotrn' });
    expect(search.json<ProductList>().products).toEqual([]);
  });

  it('when the product does not exist, then it answers 404 whatever the version', async () => {
    const product = await stockedProduct(1);
    const opened = await openForEditing(product.id);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: admin });
    const response = await save(product.id, formBody(opened));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it.each<[string, unknown]>([
    ['a fraction', 1.5],
    ['a word', 'latest'],
    ['null', null],
  ])('when the version is %s, then it answers 400 and nothing changes', async (_label, version) => {
    const product = await stockedProduct(2);
    const opened = await openForEditing(product.id);
    const response = await save(product.id, formBody(opened, { name: 'Never Saved', version }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/version/) });
    expect((await stored(product.id)).name).toBe('Versioned Speaker');
  });
});

describe('PUT /api/products/:id without a version (the storefront client)', () => {
  it('when the whole product is sent without a version, then it is saved as sent', async () => {
    const product = await stockedProduct(14);
    const opened = await openForEditing(product.id);
    await placeOrder(product.id);
    const { version: _version, ...withoutVersion } = formBody(opened, { price: 45 });
    const response = await save(product.id, { ...withoutVersion, rating: 0, numReviews: 0, reviews: [] });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminProduct>()).toMatchObject({ price: 45, countInStock: 14 });
  });
});
