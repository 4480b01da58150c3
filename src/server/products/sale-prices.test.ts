import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminProductDetails,
  PriceHistory,
  ProductDetails,
  ProductList,
} from '../../contract/products.ts';
import { priceChanges } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { uploadImage } from '../test/uploaded-image.ts';

// Sale prices and their history through HTTP on the real database (docs/prices.md#sale-prices),
// with the admin service's clock set by each test to hand-worked dates.

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1);
let now = new Date(START);
const onDay = (day: number) => {
  now = new Date(START + day * DAY_MS);
};

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let image: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = (await signedIn(t.app, t.db, { isAdmin: true, name: 'Alex Admin' })).headers;
  customer = (await signedIn(t.app, t.db)).headers;
  image = await uploadImage(t.app, admin);
});
afterAll(() => t.close());

function product(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Saleable Quasar Kettle ${sequence}`,
    price: 100,
    image,
    brand: 'Quasar',
    category: 'Kitchen',
    countInStock: 5,
    description: 'Boils water at a price that is honest about itself.',
    ...overrides,
  };
}

async function create(body: object): Promise<AdminProductDetails> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminProductDetails>();
}

const save = (id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload: body });

async function saved(id: string, body: object): Promise<AdminProductDetails> {
  const response = await save(id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminProductDetails>();
}

const details = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetails>();

async function listed(name: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?keyword=${encodeURIComponent(name)}`,
  });
  return response.json<ProductList>().products.find((found) => found.name === name);
}

async function history(id: string, headers = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/products/${id}/price-history`, headers });
}

describe('compare-at prices: what is refused', () => {
  it('when the compare-at price is not above the price, then 400 names it and nothing changes', async () => {
    onDay(0);
    const made = await create(product());
    for (const compareAtPrice of [100, 99.99, 120.001, -5]) {
      const response = await save(made._id, product({ name: made.name, compareAtPrice }));
      expect(response.statusCode, String(compareAtPrice)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Compare-at price must/);
    }
    const refusedCreate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: product({ compareAtPrice: 50 }),
    });
    expect(refusedCreate.json()).toMatchObject({ message: 'Compare-at price must be more than Price' });
    const rows = await t.db.select().from(priceChanges).where(eq(priceChanges.productId, made._id));
    expect(rows).toHaveLength(1);
    expect(await details(made._id)).not.toHaveProperty('compareAtPrice');
  });

  it("when a variant's compare-at price is not above its price, then 400 names the variant", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: product({
        options: [{ name: 'Colour', values: ['Red'] }],
        variants: [
          {
            sku: `QK-R-${sequence}`,
            options: { Colour: 'Red' },
            price: 80,
            compareAtPrice: 80,
            countInStock: 1,
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'variants[0].compareAtPrice: Compare-at price must be more than Price',
    });
  });

  it('when a save is refused inside its transaction (a stale version), then no history row is left', async () => {
    onDay(0);
    const made = await create(product());
    await saved(made._id, product({ name: made.name, price: 90, version: made.version }));
    // The first version again: the product has moved on, so the save is 409 and rolls back whole.
    const stale = await save(
      made._id,
      product({ name: made.name, price: 70, compareAtPrice: 90, version: made.version }),
    );
    expect(stale.statusCode).toBe(409);
    const rows = await t.db.select().from(priceChanges).where(eq(priceChanges.productId, made._id));
    expect(rows.map((row) => row.newCents).sort((a, b) => a - b)).toEqual([90_00, 100_00]);
  });

  it('when a customer asks for the price history, then 403; an unknown product is 404', async () => {
    onDay(0);
    const made = await create(product());
    expect((await history(made._id, customer)).statusCode).toBe(403);
    expect((await history('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('price history and the lowest price of 30 days', () => {
  it('when prices change, then each change is one row, newest first, with who made it', async () => {
    onDay(0);
    const made = await create(product());
    onDay(20);
    await saved(made._id, product({ name: made.name, price: 120 }));
    // A save that changes no price writes no row.
    await saved(made._id, product({ name: made.name, price: 120, description: 'Reworded, same price.' }));
    onDay(30);
    await saved(made._id, product({ name: made.name, price: 110, compareAtPrice: 150 }));
    const response = await history(made._id);
    expect(response.statusCode).toBe(200);
    expect(response.json<PriceHistory>().changes).toEqual([
      {
        variant: null,
        oldPrice: 120,
        newPrice: 110,
        compareAtPrice: 150,
        changedAt: new Date(START + 30 * DAY_MS).toISOString(),
        changedBy: 'Alex Admin',
      },
      {
        variant: null,
        oldPrice: 100,
        newPrice: 120,
        compareAtPrice: null,
        changedAt: new Date(START + 20 * DAY_MS).toISOString(),
        changedBy: 'Alex Admin',
      },
      {
        variant: null,
        oldPrice: null,
        newPrice: 100,
        compareAtPrice: null,
        changedAt: new Date(START).toISOString(),
        changedBy: 'Alex Admin',
      },
    ]);
    // A "sale" after a raise: $100 was charged in the 30 days before it, so $110 saves nothing.
    expect(await details(made._id)).toMatchObject({ price: 110, compareAtPrice: 150, lowestPrice30d: 100 });
  });

  it('when a price is cut with a sale, then lists and details carry the price of the 30 days before', async () => {
    onDay(0);
    const made = await create(product({ price: 60 }));
    onDay(10);
    await saved(made._id, product({ name: made.name, price: 100 }));
    onDay(45);
    // The window is day 15 to 45: $100 throughout (the $60 of days 0–10 is older).
    await saved(made._id, product({ name: made.name, price: 90, compareAtPrice: 120 }));
    const card = await listed(made.name);
    expect(card).toMatchObject({ price: 90, compareAtPrice: 120, lowestPrice30d: 100 });
    expect(await details(made._id)).toMatchObject({ price: 90, compareAtPrice: 120, lowestPrice30d: 100 });
    // A second cut ten days later: the 30 days before day 55 held $100 and $90.
    onDay(55);
    await saved(made._id, product({ name: made.name, price: 75, compareAtPrice: 120 }));
    expect(await listed(made.name)).toMatchObject({ price: 75, lowestPrice30d: 90 });
  });

  it('when a client leaves the compare-at price out, then the sale stays until the price reaches it', async () => {
    onDay(0);
    const made = await create(product());
    onDay(40);
    await saved(made._id, product({ name: made.name, price: 80, compareAtPrice: 100 }));
    // A ProShop-era client sends the product without the field.
    const kept = await saved(made._id, product({ name: made.name, price: 85 }));
    expect(kept).toMatchObject({ price: 85, compareAtPrice: 100, lowestPrice30d: 100 });
    const ended = await saved(made._id, product({ name: made.name, price: 100 }));
    expect(ended).not.toHaveProperty('compareAtPrice');
    expect(ended).not.toHaveProperty('lowestPrice30d');
    expect(await details(made._id)).not.toHaveProperty('lowestPrice30d');
    // Ending it is a row of its own.
    const [last] = (await history(made._id)).json<PriceHistory>().changes;
    expect(last).toMatchObject({ oldPrice: 85, newPrice: 100, compareAtPrice: null });
  });

  it("when a variant goes on sale, then it has its own rows and the product's card shows its cheapest", async () => {
    onDay(0);
    const options = [{ name: 'Colour', values: ['Red', 'Blue'] }];
    const red = { sku: `QK-RED-${sequence}`, options: { Colour: 'Red' }, price: 90, countInStock: 1 };
    const blue = { sku: `QK-BLUE-${sequence}`, options: { Colour: 'Blue' }, price: 110, countInStock: 1 };
    const made = await create(product({ options, variants: [red, blue] }));
    const [redId, blueId] = (made.variants ?? []).map((variant) => variant._id);
    onDay(40);
    const body = product({
      name: made.name,
      options,
      variants: [
        { ...red, _id: redId, price: 70, compareAtPrice: 90 },
        { ...blue, _id: blueId },
      ],
    });
    const onSale = await saved(made._id, body);
    expect(onSale).toMatchObject({ price: 70, compareAtPrice: 90, lowestPrice30d: 90 });
    expect(onSale.variants?.[0]).toMatchObject({ price: 70, compareAtPrice: 90, lowestPrice30d: 90 });
    expect(onSale.variants?.[1]).not.toHaveProperty('compareAtPrice');
    expect(await listed(made.name)).toMatchObject({ price: 70, compareAtPrice: 90, lowestPrice30d: 90 });
    const changes = (await history(made._id)).json<PriceHistory>().changes;
    expect(
      changes.map((change) => [change.variant?.sku ?? 'product', change.oldPrice, change.newPrice]),
    ).toEqual(
      expect.arrayContaining([
        ['product', 90, 70],
        [red.sku, 90, 70],
        ['product', null, 90],
        [red.sku, null, 90],
        [blue.sku, null, 110],
      ]),
    );
    expect(changes).toHaveLength(5);
  });
});
