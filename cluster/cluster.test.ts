import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../src/contract/orders.ts';
import type { Product, ProductList } from '../src/contract/products.ts';
import type { UploadResponse } from '../src/contract/uploads.ts';
import {
  createDatabase,
  DEMO_PASSWORD,
  startInstance,
  startNginx,
  stopAll,
  type Instance,
  type Nginx,
} from './harness.ts';
import { call, count, newCustomer, newProduct, PAYING_CARD, placeOrder, signIn } from './shop-client.ts';

// Two production instances on one fresh PostgreSQL database behind Debian's nginx, round-robin:
// what docs/running.md promises for several instances, proven through a real load balancer
// (docs/scaling.md). Each instance is also called directly where a test needs "the other one".
let database: { url: string; drop(): Promise<void> };
let instances: Instance[] = [];
let nginx: Nginx;
let shop: string;
let direct: [string, string];
let adminToken: string;
let demoImage: string;

const SECOND = 1_000;

beforeAll(async () => {
  database = await createDatabase();
  const env = {
    // A long cache: every change below must still be seen on the other instance at once.
    CATALOGUE_CACHE_MS: '60000',
    REGISTRATIONS_PER_ADDRESS: '1000',
    // Every shopper here comes from 127.0.0.1: one network for the per-network hold limits.
    MAX_UNPAID_ORDERS_PER_ADDRESS: '1000',
    MAX_UNPAID_ITEMS_PER_ADDRESS: '100000',
    ORDER_EXPIRY_SECONDS: '1',
  };
  // The first migrates and seeds; the second starts on the seeded database, as a scale-out does.
  const first = await startInstance({ databaseUrl: database.url, seed: true, env });
  const second = await startInstance({ databaseUrl: database.url, env });
  instances = [first, second];
  direct = [`http://127.0.0.1:${first.port}`, `http://127.0.0.1:${second.port}`];
  nginx = await startNginx([first.port, second.port]);
  shop = nginx.url;
  adminToken = await signIn(shop, 'admin@example.com', DEMO_PASSWORD);
  const top = await call<Product[]>(shop, 'GET', '/api/products/top');
  demoImage = top.body[0]?.image ?? '';
});

afterAll(async () => {
  await nginx.stop();
  await stopAll(instances);
  await database.drop();
});

async function withDatabase<T>(query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

async function stockOf(productId: string): Promise<number> {
  return withDatabase(async (client) => {
    const result = await client.query<{ count_in_stock: number }>(
      'SELECT count_in_stock FROM products WHERE id = $1',
      [productId],
    );
    return result.rows[0]?.count_in_stock ?? -1;
  });
}

describe('two instances behind nginx', () => {
  it('when the seeded demo images are asked for from either instance, then both serve them', async () => {
    expect(demoImage).toMatch(/^\/uploads\/demo\/.+\.webp$/);
    for (const base of direct) {
      const answer = await fetch(`${base}${demoImage.replace('.webp', '-400w.webp')}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when 50 orders for the last 5 units arrive at once across both instances, then exactly 5 are placed', async () => {
    const product = await newProduct(shop, adminToken, { countInStock: 5, image: demoImage });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(shop)));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        placeOrder(shop, buyers[index % buyers.length] ?? '', [{ product: product._id, qty: 1 }]),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 201)).toBe(5);
    expect(count(statuses, 409)).toBe(45);
    expect(await stockOf(product._id)).toBe(0);
  });

  it('when 20 payments of one order arrive at once across both instances, then exactly one is taken', async () => {
    const product = await newProduct(shop, adminToken, { countInStock: 5, image: demoImage });
    const buyer = await newCustomer(shop);
    const order = await placeOrder(shop, buyer, [{ product: product._id, qty: 1 }]);
    expect(order.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(shop, 'PUT', `/api/orders/${order.body._id}/pay`, { token: buyer, body: { card: PAYING_CARD } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(19);
  });

  it('when an Idempotency-Key is replayed on the other instance, then the same order comes back', async () => {
    const product = await newProduct(shop, adminToken, { countInStock: 5, image: demoImage });
    const buyer = await newCustomer(shop);
    const lines = [{ product: product._id, qty: 2 }];
    const [first, second] = direct;
    const placed = await placeOrder(first, buyer, lines, 'checkout-cluster-1');
    const replayed = await placeOrder(second, buyer, lines, 'checkout-cluster-1');
    expect(placed.status).toBe(201);
    expect(replayed.status).toBe(200);
    expect(replayed.body._id).toBe(placed.body._id);
    expect(await stockOf(product._id)).toBe(3);
  });

  it('when an image is uploaded through one instance, then the other serves both sizes', async () => {
    const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const [first, second] = direct;
    const uploaded = await fetch(`${first}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as UploadResponse;
    for (const url of [image, image.replace('.webp', '-400w.webp')]) {
      const served = await fetch(`${second}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when an admin changes a price on one instance, then the other shows it within a second', async () => {
    const product = await newProduct(shop, adminToken, { countInStock: 5, image: demoImage, price: 100 });
    const [first, second] = direct;
    const read = async () => (await call<Product>(second, 'GET', `/api/products/${product._id}`)).body.price;
    // The second instance caches the product (for a minute) before the change.
    expect(await read()).toBe(100);
    const listed = await call<ProductList>(second, 'GET', '/api/products');
    expect(listed.status).toBe(200);

    const saved = await call(first, 'PUT', `/api/products/${product._id}`, {
      token: adminToken,
      body: {
        name: product.name,
        price: 80,
        image: product.image,
        brand: product.brand,
        category: product.category,
        countInStock: product.countInStock,
        description: product.description,
      },
    });
    expect(saved.status).toBe(200);

    await expect.poll(read, { timeout: SECOND, interval: 20 }).toBe(80);
  });

  it('when one account fails to sign in on both instances, then the shared limit stops it', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const base = direct[attempt % 2] ?? shop;
      const answer = await call(base, 'POST', '/api/users/login', {
        body: { email: 'jane@example.com', password: 'not-the-password' },
      });
      attempts.push(answer.status);
    }
    expect(attempts.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(attempts.slice(10)).toEqual([429, 429]);
  });

  it('when one shopper places 10 orders at once across both instances, then only 3 unpaid ones are placed', async () => {
    const product = await newProduct(shop, adminToken, { countInStock: 40, image: demoImage });
    const hoarder = await newCustomer(shop);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(shop, hoarder, [{ product: product._id, qty: 2 }])),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 201)).toBe(3);
    expect(count(statuses, 409)).toBe(7);
    expect(await stockOf(product._id)).toBe(34);
  });

  it('when unpaid orders pass their hold, then both instances run the job and each order is cancelled once', async () => {
    const product = await newProduct(shop, adminToken, { countInStock: 10, image: demoImage });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => newCustomer(shop)));
    const orders = await Promise.all(
      buyers.map((buyer) => placeOrder(shop, buyer, [{ product: product._id, qty: 2 }])),
    );
    expect(orders.map((order) => order.status)).toEqual([201, 201, 201]);
    expect(await stockOf(product._id)).toBe(4);
    const ids = orders.map((order) => order.body._id);

    await withDatabase((client) =>
      client.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ANY($1)`, [ids]),
    );

    const statuses = async () =>
      Promise.all(
        ids.map(async (id, index) => {
          const answer = await call<Order>(shop, 'GET', `/api/orders/${id}`, { token: buyers[index] });
          return answer.body.status;
        }),
      );
    await expect.poll(statuses, { timeout: 15 * SECOND }).toEqual(['cancelled', 'cancelled', 'cancelled']);
    // Every unit came back exactly once, though both instances looked for expired orders.
    expect(await stockOf(product._id)).toBe(10);
  });
});
