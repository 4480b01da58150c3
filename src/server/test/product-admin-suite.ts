import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminProduct, ProductList } from '../../contract/products.ts';
import { products } from '../db/schema.ts';
import { signedIn } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { uploadImage } from './uploaded-image.ts';

export interface ProductAdminState {
  t: TestApp;
  admin: Record<string, string>;
  customer: Record<string, string>;
  customerId: string;
  /** An uploaded image a product may use. */
  image: string;
}

/**
 * An app with three products a page, an admin, a customer and an uploaded image, for a file of
 * product administration tests, with the requests they make; registers the file's hooks.
 */
export function productAdminSuite() {
  let state: ProductAdminState | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ pageSize: 3 });
    const admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
    const shopper = await signedIn(t.app, t.db);
    state = {
      t,
      admin,
      customer: shopper.headers,
      customerId: shopper.account.id,
      image: await uploadImage(t.app, admin),
    };
  });
  afterAll(() => state?.t.close());

  const current = (): ProductAdminState => {
    if (!state) throw new Error('the product admin suite is used before its beforeAll ran');
    return state;
  };
  const app = () => current().t.app;

  return {
    state: current,
    validProduct: (overrides: Record<string, unknown> = {}) => ({
      name: 'Zorblax Quantum Toaster',
      price: 129.99,
      image: current().image,
      brand: 'Zorblax',
      category: 'Kitchen',
      countInStock: 7,
      description: 'Toasts bread in every possible state at once.',
      ...overrides,
    }),
    createDraft: async (): Promise<AdminProduct> => {
      const response = await app().inject({ method: 'POST', url: '/api/products', headers: current().admin });
      expect(response.statusCode).toBe(201);
      return response.json<AdminProduct>();
    },
    save: (id: string, payload: object, headers?: Record<string, string>) =>
      app().inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: headers ?? current().admin,
        payload,
      }),
    publicDetails: (id: string) => app().inject({ method: 'GET', url: `/api/products/${id}` }),
    publicSearch: async (keyword: string): Promise<string[]> => {
      const response = await app().inject({ method: 'GET', url: `/api/products?keyword=${keyword}` });
      return response.json<ProductList>().products.map((product) => product._id);
    },
    stored: async (id: string) => {
      const [row] = await current().t.db.select().from(products).where(eq(products.id, id));
      return row;
    },
  };
}
