import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductDetails, ProductList } from '../../contract/products.ts';
import { queryRows } from '../db/client.ts';
import { signIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { productsWithDriftedRatings } from '../test/rating-drift.ts';
import { demoProducts } from './catalogue.ts';
import { demoAccounts, isEmpty, seedDemo } from './seed.ts';

const PASSWORD = 'demo-password-for-tests';

let t: TestApp;
let emptyBefore: boolean;

beforeAll(async () => {
  t = await createTestApp();
  emptyBefore = await isEmpty(t.db);
  await seedDemo(t.db, { uploadsDir: path.join(t.dataDir, 'uploads'), password: PASSWORD });
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('when a new database is seeded, then it was empty before and is not any more', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isEmpty(t.db)).toBe(false);
  });

  it('when the demo accounts sign in with the demo password, then each gets its role', async () => {
    for (const account of Object.values(demoAccounts)) {
      const info = await signIn(t.app, account.email, PASSWORD);
      expect(info).toMatchObject({ name: account.name, email: account.email, isAdmin: account.isAdmin });
    }
  });

  it('when the catalogue is read, then every demo product is published with its stored image', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<ProductList>();
    expect(first.pages).toBeGreaterThan(1);
    const newest = [...demoProducts].sort((a, b) => a.ageDays - b.ageDays)[0];
    expect(first.products[0]).toMatchObject({ name: newest?.name, price: (newest?.priceCents ?? 0) / 100 });
    const image = await t.app.inject({ method: 'GET', url: first.products[0]?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('when a product sold in variants is opened, then its gallery holds three stored photos (docs/catalogue.md#gallery)', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/products?keyword=iphone' })
    ).json<ProductList>();
    const iphone = list.products.find((product) => product.name === 'Apple iPhone 15 Pro');
    const details = (
      await t.app.inject({ method: 'GET', url: `/api/products/${iphone?._id ?? ''}` })
    ).json<ProductDetails>();
    expect(details.images).toEqual([
      '/uploads/demo/apple-iphone-15-pro.webp',
      '/uploads/demo/apple-iphone-15-pro-side.webp',
      '/uploads/demo/apple-iphone-15-pro-detail.webp',
    ]);
    for (const photo of details.images ?? []) {
      for (const file of [photo, photo.replace('.webp', '-400w.webp')]) {
        const served = await t.app.inject({ method: 'GET', url: file });
        expect([served.statusCode, served.headers['content-type']], file).toEqual([200, 'image/webp']);
      }
    }
  });

  it('when ratings are compared with the reviews, then every product matches its own reviews', async () => {
    expect(await productsWithDriftedRatings(t.db)).toEqual([]);
    const reviewed = demoProducts.filter((product) => product.reviews.length > 0).length;
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM products WHERE num_reviews > 0`,
    );
    expect(row?.n).toBe(reviewed);
  });

  it('when a shopper mistypes a demo product, then typo search finds it', async () => {
    const found = (
      await t.app.inject({ method: 'GET', url: '/api/products?keyword=iphnoe' })
    ).json<ProductList>();
    expect(found.products.map((product) => product.name)).toEqual([
      demoProducts.find((product) => product.name.includes('iPhone'))?.name,
    ]);
    const details = await t.app.inject({ method: 'GET', url: `/api/products/${found.products[0]?._id}` });
    expect(details.json<Product>().reviews.length).toBeGreaterThan(0);
  });

  it('when the demo is seeded, then at least 5 products sell variants, priced and stocked from them', async () => {
    const rows = await queryRows<{ id: string }>(
      t.db,
      sql`SELECT DISTINCT product_id AS id FROM product_variants`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const { id } of rows) {
      const details = (
        await t.app.inject({ method: 'GET', url: `/api/products/${id}` })
      ).json<ProductDetails>();
      const variants = details.variants ?? [];
      expect(details.options?.length).toBeGreaterThan(0);
      expect(details.price).toBe(Math.min(...variants.map((variant) => variant.price)));
      expect(details.countInStock).toBe(variants.reduce((sum, variant) => sum + variant.countInStock, 0));
    }
  });
});
