import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../src/contract/products.ts';
import {
  createDatabase,
  DEMO_PASSWORD,
  startInstance,
  startNginx,
  stopAll,
  type Instance,
  type Nginx,
} from './harness.ts';
import { percentile, startLoad } from './load.ts';
import { call, newCustomer, newProduct, signIn } from './shop-client.ts';

// A rolling restart under load (docs/scaling.md): each instance in
// turn gets SIGTERM, stops taking connections, finishes what it has and exits; nginx sends the
// next requests to the other; then it starts again. Not one request may fail, no order be lost.
let database: { url: string; drop(): Promise<void> };
let instances: Instance[] = [];
let nginx: Nginx;

const STOCK = 100_000;

beforeAll(async () => {
  database = await createDatabase();
  const env = {
    CATALOGUE_CACHE_MS: '60000',
    MAX_UNPAID_ORDERS: '1000',
    MAX_UNPAID_ITEMS: '100000',
    // Every shopper here comes from 127.0.0.1: one network for the per-network hold limits.
    MAX_UNPAID_ORDERS_PER_ADDRESS: '1000',
    MAX_UNPAID_ITEMS_PER_ADDRESS: '100000',
    ORDERS_PER_CUSTOMER: '1000000',
  };
  const first = await startInstance({ databaseUrl: database.url, seed: true, env });
  const second = await startInstance({ databaseUrl: database.url, env });
  instances = [first, second];
  nginx = await startNginx([first.port, second.port]);
});

afterAll(async () => {
  await nginx.stop();
  await stopAll(instances);
  await database.drop();
});

async function ordersInDatabase(productId: string): Promise<{ orders: number; stock: number }> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const orders = await client.query<{ n: string }>(
      'SELECT count(DISTINCT order_id) AS n FROM order_items WHERE product_id = $1',
      [productId],
    );
    const stock = await client.query<{ count_in_stock: number }>(
      'SELECT count_in_stock FROM products WHERE id = $1',
      [productId],
    );
    return { orders: Number(orders.rows[0]?.n), stock: stock.rows[0]?.count_in_stock ?? -1 };
  } finally {
    await client.end();
  }
}

describe('a rolling restart behind nginx', () => {
  it('when each instance in turn is stopped with SIGTERM and started again under load, then nothing fails and no order is lost', async () => {
    const shop = nginx.url;
    const admin = await signIn(shop, 'admin@example.com', DEMO_PASSWORD);
    const top = await call<Product[]>(shop, 'GET', '/api/products/top');
    const product = await newProduct(shop, admin, { countInStock: STOCK, image: top.body[0]?.image ?? '' });
    const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(shop)));
    const load = startLoad({ base: shop, productId: product._id, customers, workers: 8, orderEvery: 4 });

    const exitCodes: Array<number | null> = [];
    let target = 100;
    for (const instance of instances) {
      await load.reached(target);
      exitCodes.push(await instance.stop('SIGTERM'));
      await instance.restart();
      target += 100;
    }
    await load.reached(target);
    const result = await load.stop();

    const stored = await ordersInDatabase(product._id);
    process.stdout.write(
      `rolling restart: ${result.requests} requests in ${Math.round(result.durationMs)} ms, ` +
        `${result.failures.length} failed, ${result.placedOrders.length} orders placed, ` +
        `${stored.orders} stored, p50 ${percentile(result.latenciesMs, 0.5).toFixed(1)} ms, ` +
        `p99 ${percentile(result.latenciesMs, 0.99).toFixed(1)} ms, max ${percentile(result.latenciesMs, 1).toFixed(1)} ms\n`,
    );
    expect(exitCodes).toEqual([0, 0]);
    expect(result.failures).toEqual([]);
    expect(new Set(result.placedOrders).size).toBe(result.placedOrders.length);
    expect(stored.orders).toBe(result.placedOrders.length);
    expect(stored.stock).toBe(STOCK - result.placedUnits);
  });
});
