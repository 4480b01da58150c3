import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/contract/products.ts';
import { buildApp } from '../src/server/app.ts';
import { startCatalogueListener, type CatalogueListener } from '../src/server/cluster/catalogue-listener.ts';
import { openPostgres, type Database, type Db } from '../src/server/db/client.ts';
import { images, products } from '../src/server/db/schema.ts';
import { signedIn } from '../src/server/test/accounts.ts';
import { testAppOptions } from '../src/server/test/app.ts';
import { createProduct } from '../src/server/test/factories.ts';
import { requestOrder } from '../src/server/test/orders.ts';
import { createDatabase } from './harness.ts';

// Two instances of the shop on one PostgreSQL database, each with a minute-long catalogue
// cache and its own listener, as main.ts wires them (docs/scaling.md).
const silentLog = { info: () => undefined, warn: () => undefined };
const SECOND = 1_000;

interface Node {
  app: FastifyInstance;
  listener: CatalogueListener;
  dataDir: string;
}

let database: Database;
let dropDatabase: () => Promise<void>;
let url: string;
let first: Node;
let second: Node;
let admin: Record<string, string>;

async function node(): Promise<Node> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-notify-'));
  const app = await buildApp(
    testAppOptions({ dataDir, catalogueCacheMs: 60_000, imageStorage: 'database' }),
    database.db,
  );
  await app.ready();
  const listener = startCatalogueListener({
    connectionString: url,
    evict: () => app.catalogueCache.clear(),
    log: silentLog,
  });
  await listener.ready;
  return { app, listener, dataDir };
}

beforeAll(async () => {
  const created = await createDatabase();
  url = created.url;
  dropDatabase = () => created.drop();
  database = await openPostgres(url, 10);
  await database.migrate();
  // The image the product factory names, so admin saves pass the image check.
  await database.db.insert(images).values({ name: 'demo/test.webp', data: Buffer.from('webp') });
  first = await node();
  second = await node();
  admin = (await signedIn(first.app, database.db, { isAdmin: true })).headers;
});

afterAll(async () => {
  for (const { app, listener, dataDir } of [first, second]) {
    await listener.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  await database.close();
  await dropDatabase();
});

async function publicProduct(app: FastifyInstance, id: string): Promise<Product | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/products/${id}` });
  return response.statusCode === 200 ? response.json<Product>() : undefined;
}

/** The second instance has the product in its cache, as it is before the change. */
async function cachedOnSecond(id: string): Promise<Product> {
  const before = await publicProduct(second.app, id);
  if (!before) throw new Error('product not found');
  return before;
}

async function saveThroughFirst(id: string, changes: { price?: number; countInStock?: number }) {
  const current = (await publicProduct(first.app, id)) as Product;
  const response = await first.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: admin,
    payload: {
      name: current.name,
      price: changes.price ?? current.price,
      image: current.image,
      brand: current.brand,
      category: current.category,
      countInStock: changes.countInStock ?? current.countInStock,
      description: current.description,
    },
  });
  expect(response.statusCode).toBe(200);
}

describe('catalogue changes on one instance, on PostgreSQL', () => {
  it('when an admin changes a price on the first, then the second serves the new price at once', async () => {
    const product = await createProduct(database.db, { priceCents: 1000 });
    expect((await cachedOnSecond(product.id)).price).toBe(10);

    await saveThroughFirst(product.id, { price: 12.5 });

    await expect
      .poll(async () => (await publicProduct(second.app, product.id))?.price, { timeout: SECOND })
      .toBe(12.5);
  });

  it('when a product is deleted on the first, then the second stops serving it', async () => {
    const product = await createProduct(database.db);
    await cachedOnSecond(product.id);

    const response = await first.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);

    await expect.poll(() => publicProduct(second.app, product.id), { timeout: SECOND }).toBeUndefined();
  });

  it('when a review is written on the first, then the second shows it', async () => {
    const product = await createProduct(database.db);
    expect((await cachedOnSecond(product.id)).numReviews).toBe(0);
    const shopper = await signedIn(first.app, database.db);

    const response = await first.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: shopper.headers,
      payload: { rating: 4, comment: 'Does what it says.' },
    });
    expect(response.statusCode).toBe(201);

    await expect
      .poll(async () => (await publicProduct(second.app, product.id))?.numReviews, { timeout: SECOND })
      .toBe(1);
  });

  it('when an order on the first takes stock, then the second shows what is left', async () => {
    const product = await createProduct(database.db, { countInStock: 5 });
    expect((await cachedOnSecond(product.id)).countInStock).toBe(5);
    const shopper = await signedIn(first.app, database.db);

    const response = await requestOrder(first.app, shopper.headers, [{ product: product.id, qty: 2 }]);
    expect(response.statusCode).toBe(201);

    await expect
      .poll(async () => (await publicProduct(second.app, product.id))?.countInStock, { timeout: SECOND })
      .toBe(3);
  });
});

describe('a dropped notification connection', () => {
  async function terminateListeners(): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const result = await admin.query<{ terminated: boolean }>(
        `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'easybuy-catalogue-listener'`,
      );
      return result.rows.filter((row) => row.terminated).length;
    } finally {
      await admin.end();
    }
  }

  /** Writes no listener hears: made with triggers off, as if while the connection was down. */
  function unheard<T>(write: (tx: Db) => Promise<T>): Promise<T> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      return write(tx);
    });
  }

  it('when the listener connection is killed, then it comes back, and what it missed is not served', async () => {
    // Created unheard too: the notice of a heard insert could reach the second instance after it
    // cached the product below, and evict it before the unheard change is checked.
    const product = await unheard((tx) => createProduct(tx, { priceCents: 1000 }));
    expect((await cachedOnSecond(product.id)).price).toBe(10);
    await unheard((tx) => tx.update(products).set({ priceCents: 2000 }).where(eq(products.id, product.id)));
    // Unheard, the cache still answers the old price: this is what the flush must repair.
    expect((await publicProduct(second.app, product.id))?.price).toBe(10);

    expect(await terminateListeners()).toBe(2);

    await expect.poll(() => second.listener.connected(), { timeout: 5 * SECOND }).toBe(true);
    expect((await publicProduct(second.app, product.id))?.price).toBe(20);
  });

  it('when the listener is back, then changes reach the other instance again', async () => {
    await terminateListeners();
    await expect
      .poll(() => first.listener.connected() && second.listener.connected(), { timeout: 5 * SECOND })
      .toBe(true);
    const product = await createProduct(database.db, { priceCents: 1000 });
    await cachedOnSecond(product.id);

    await saveThroughFirst(product.id, { price: 30 });

    await expect
      .poll(async () => (await publicProduct(second.app, product.id))?.price, { timeout: SECOND })
      .toBe(30);
  });
});
