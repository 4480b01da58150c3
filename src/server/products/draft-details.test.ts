import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, Product } from '../../contract/products.ts';
import { products } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.ts';
import { createProduct, type PlainFields } from '../test/factories.ts';
import { uploadImage } from '../test/uploaded-image.ts';
import { createTokenService } from '../auth/tokens.ts';

// The storefront's own admin client (docs/architecture.md §4) creates a product, then loads it for its edit screen through the
// public details route, sending the admin's token. The catalogue cache is on here, as in
// production: an admin's view of a draft must never be kept or served to anyone else.
let t: TestApp;
let admin: Record<string, string>;
let adminId: string;
let customer: Record<string, string>;
let image: string;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  const signedInAdmin = await signedIn(t.app, t.db, { isAdmin: true });
  admin = signedInAdmin.headers;
  adminId = signedInAdmin.account.id;
  customer = (await signedIn(t.app, t.db)).headers;
  image = await uploadImage(t.app, admin);
});
afterAll(() => t.close());

const details = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers });

async function createDraft(): Promise<AdminProduct> {
  const response = await t.app.inject({ method: 'POST', url: '/api/products', headers: admin });
  expect(response.statusCode).toBe(201);
  return response.json<AdminProduct>();
}

describe('a new draft through GET /api/products/:id', () => {
  it('when an admin creates a product, then it is a draft with a placeholder name', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({ name: 'New product', isDraft: true, price: 0, countInStock: 0 });
  });

  it("when the admin's token loads the new draft, then it answers the draft, marked no-store", async () => {
    const draft = await createDraft();
    const response = await details(draft._id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/authorization/i);
    expect(response.json<Product>()).toEqual({
      _id: draft._id,
      name: 'New product',
      image: '',
      brand: '',
      category: '',
      description: '',
      price: 0,
      countInStock: 0,
      rating: 0,
      numReviews: 0,
      reviews: [],
      createdAt: draft.createdAt,
      updatedAt: draft.updatedAt,
    } satisfies PlainFields<Product>);
  });

  it('when a visitor or a customer asks for the draft, before or after the admin, then it answers 404', async () => {
    const draft = await createDraft();
    for (const headers of [{}, customer, admin, {}, customer]) {
      const response = await details(draft._id, headers);
      const expected = headers === admin ? 200 : 404;
      expect(response.statusCode).toBe(expected);
      if (expected === 404) {
        expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
      }
    }
  });

  it("when the admin's token asks for a product that does not exist, then it answers 404, also no-store", async () => {
    const response = await details('00000000-0000-4000-8000-00000000f00d', admin);
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });

  it("when the admin's token reads a published product, then it comes from the database, not the shoppers' cache", async () => {
    const product = await createProduct(t.db, { name: 'Cached Name' });
    expect((await details(product.id)).json<Product>().name).toBe('Cached Name');
    await t.db.update(products).set({ name: 'Fresh Name' }).where(eq(products.id, product.id));

    const forAdmin = await details(product.id, admin);
    expect(forAdmin.headers['cache-control']).toBe('no-store');
    expect(forAdmin.json<Product>().name).toBe('Fresh Name');
    // Shoppers keep the cached copy for its short life; the admin's read did not replace it.
    expect((await details(product.id)).json<Product>().name).toBe('Cached Name');
  });

  it("when a shopper's token reads a product, then it is answered as to any visitor", async () => {
    const product = await createProduct(t.db, { name: 'Shopper Visible' });
    const response = await details(product.id, customer);
    expect(response.statusCode).toBe(200);
    // Every answer to a request that carries a token is kept out of shared caches.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json<Product>().name).toBe('Shopper Visible');
  });

  it('when the storefront client creates, loads, saves the whole product without a version, then shoppers see it', async () => {
    const created = await createDraft();
    const loaded = (await details(created._id, admin)).json<Product>();
    expect(loaded.name).toBe('New product');
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created._id}`,
      headers: admin,
      payload: {
        ...loaded,
        name: 'Spec Client Kettle',
        price: 39.5,
        image,
        brand: 'Kettleco',
        category: 'Kitchen',
        countInStock: 6,
        description: 'Boils water.',
      },
    });
    expect(save.statusCode).toBe(200);
    const published = await details(created._id);
    expect(published.statusCode).toBe(200);
    expect(published.json<Product>()).toMatchObject({
      name: 'Spec Client Kettle',
      price: 39.5,
      countInStock: 6,
    });
  });
});

describe('tokens on the public details route', () => {
  // Signed for the real admin, so only the signature or the expiry can be what keeps the draft hidden.
  const otherSecret = createTokenService('a-different-secret-that-is-long-enough!!', 3600);
  const expired = createTokenService(TEST_JWT_SECRET, -60);

  it.each<[string, () => Promise<string>]>([
    ['malformed', () => Promise.resolve('Bearer not-a-token')],
    ['empty', () => Promise.resolve('Bearer ')],
    ['not a bearer token', () => Promise.resolve('Basic YWRtaW46YWRtaW4=')],
    ['forged', async () => `Bearer ${await otherSecret.sign({ userId: adminId, version: 0 })}`],
    ['expired', async () => `Bearer ${await expired.sign({ userId: adminId, version: 0 })}`],
  ])(
    'when the token is %s, then a product is served as to a visitor and a draft stays 404',
    async (_label, make) => {
      const authorization = await make();
      const product = await createProduct(t.db, { name: 'Public Gadget' });
      const draft = await createDraft();

      const published = await details(product.id, { authorization });
      expect(published.statusCode).toBe(200);
      expect(published.json<Product>().name).toBe('Public Gadget');
      const hidden = await details(draft._id, { authorization });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    },
  );

  it("when a deleted admin's token is sent, then the draft stays hidden and nobody is signed out", async () => {
    const doomed = await signedIn(t.app, t.db, { isAdmin: true });
    const draft = await createDraft();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${doomed.account.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const response = await details(draft._id, doomed.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
  });
});
