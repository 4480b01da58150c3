import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { PAYING_CARD, requestOrder } from '../test/orders.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one series in Prometheus' text format, 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when no token is configured, then /metrics answers 404 even to a bearer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
    expect(response.body).not.toContain('easybuy_');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('when the token is missing or wrong, then it answers 401 and shows nothing', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
      expect(response.body).not.toContain('easybuy_');
    }
  });

  it('when the token is presented, then Prometheus text comes back', async () => {
    const response = await scrape();
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE easybuy_http_requests_total counter');
    expect(response.body).toContain('# TYPE easybuy_http_request_duration_seconds histogram');
    expect(response.body).toContain('# TYPE easybuy_mail_queue_length gauge');
    expect(response.body).toContain('easybuy_process_resident_memory_bytes');
  });

  it('when a product is read, then it is counted under the route pattern, never its id', async () => {
    const product = await createProduct(t.db);
    const series = 'easybuy_http_requests_total{method="GET",route="/api/products/:id",status="200"}';
    const before = sample((await scrape()).body, series);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(200);
    const text = (await scrape()).body;
    expect(sample(text, series)).toBe(before + 1);
    expect(text).toContain(
      'easybuy_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="200"}',
    );
    expect(text).not.toContain(product.id);
  });

  it('when an unknown URL is asked for, then it is counted as unmatched, not by its URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/secret@example.com' });
    const text = (await scrape()).body;
    expect(sample(text, 'easybuy_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('example.com');
  });

  it('when an order is placed and paid, then orders and payments are counted by outcome', async () => {
    const before = (await scrape()).body;
    const { headers } = await signedIn(t.app, t.db);
    const product = await createProduct(t.db, { countInStock: 5 });
    const placed = await requestOrder(t.app, headers, [{ product: product.id, qty: 1 }]);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json<{ _id: string }>()._id;
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/pay`,
      headers,
      payload: { card: PAYING_CARD },
    });
    expect(paid.statusCode).toBe(200);
    const after = (await scrape()).body;
    const placedSeries = 'easybuy_orders_total{outcome="placed"}';
    const paidSeries = 'easybuy_payments_total{outcome="paid"}';
    expect(sample(after, placedSeries)).toBe(sample(before, placedSeries) + 1);
    expect(sample(after, paidSeries)).toBe(sample(before, paidSeries) + 1);
    expect(after).not.toContain(orderId);
  });

  it('when an order is placed, then its confirmation waits in the mail queue and the gauge counts it', async () => {
    const before = sample((await scrape()).body, 'easybuy_mail_queue_length');
    const { headers } = await signedIn(t.app, t.db);
    const product = await createProduct(t.db, { countInStock: 5 });
    expect((await requestOrder(t.app, headers, [{ product: product.id, qty: 1 }])).statusCode).toBe(201);
    expect(sample((await scrape()).body, 'easybuy_mail_queue_length')).toBe(before + 1);
  });

  it('when the database is scraped, then its use is reported for its kind', async () => {
    const text = (await scrape()).body;
    const embedded = ['easybuy_db_queries_in_flight '];
    // PostgreSQL: the pool, and the one kept for the catalogue's reads (ADR 0120).
    const postgres = [
      'easybuy_db_pool_connections{state="total"}',
      'easybuy_db_browsing_pool_connections{state="total"}',
    ];
    const reported = [...embedded, ...postgres].filter((series) => text.includes(series));
    expect([embedded, postgres]).toContainEqual(reported);
  });
});
