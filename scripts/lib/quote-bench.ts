/**
 * The quote mode (issue 37's speed aim): `POST /api/orders/quote` for a full cart of 50 lines,
 * with a coupon entered and an automatic promotion that also holds, so every request weighs both
 * offers, reads 50 products and the price settings, and prices shipping and tax. The cart screen
 * and Place Order ask for one on every change. Reports p50/p90/p99 against the aim, and checks
 * each answer's figures: a fast quote that priced nothing would measure nothing.
 */
import { createHttpClient } from './http-client.ts';
import {
  countAll,
  countOk,
  describeFailures,
  LOAD_HEADERS,
  loadCells,
  Recorder,
  runClients,
} from './load-loop.ts';
import { assertAlive, type ServerProcess } from './server-process.ts';
import type { SqlSession } from './sql-session.ts';
import { formatTable, type Align } from './table.ts';

export const QUOTE_P90_TARGET_MS = 20;
export const QUOTE_LINES = 50;
export const BENCH_COUPON = 'BENCH10';
/** Quotes one network may ask for in a minute (QUOTES_PER_NETWORK_MINUTE): each request comes from its own. */
const ADDRESSES = 65_536;

export interface QuoteCart {
  productIds: string[];
}

export interface QuoteBenchOptions {
  clients: number;
  durationSeconds: number;
  warmupSeconds: number;
  log: (message: string) => void;
}

/**
 * 50 products in stock without variants (a variant product's line must name its variant), a 10 %
 * code and a 5 % promotion on their categories over $200, both written before the server starts.
 */
export async function createQuoteCart(session: SqlSession): Promise<QuoteCart> {
  const rows = await session.query<{ id: string; category: string }>(
    `SELECT p.id, p.category FROM products p
      WHERE NOT p.is_draft AND p.count_in_stock >= 1
        AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)
      ORDER BY p.id LIMIT $1`,
    [QUOTE_LINES],
  );
  if (rows.length < QUOTE_LINES) throw new Error(`the quote mode needs ${QUOTE_LINES} products in stock`);
  const categories = [...new Set(rows.map((row) => row.category))];
  await session.query(
    `INSERT INTO coupons (code, description, kind, value) VALUES ($1, '10 % off everything', 'percent', 10000)`,
    [BENCH_COUPON],
  );
  await session.query(
    `INSERT INTO coupons (code, description, kind, value, min_subtotal_cents, scope)
     VALUES (NULL, '5 % off these categories over $200', 'percent', 5000, 20000, $1::jsonb)`,
    [JSON.stringify({ categories, brands: [], products: [] })],
  );
  return { productIds: rows.map((row) => row.id) };
}

export interface QuoteMeasured {
  recorder: Recorder;
  elapsedMs: number;
  /** Answers whose discount was not the coupon's or whose total did not add up. */
  wrong: number;
  example: string;
}

interface QuoteFigures {
  itemsPrice: number;
  discountPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  coupon: { code: string | null } | null;
}

/** The figures add up to the cent and the best offer (the 10 % code) applied. */
function adds(figures: QuoteFigures): boolean {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const total =
    cents(figures.itemsPrice) -
    cents(figures.discountPrice) +
    cents(figures.shippingPrice) +
    cents(figures.taxPrice);
  return (
    figures.coupon?.code === BENCH_COUPON && figures.discountPrice > 0 && total === cents(figures.totalPrice)
  );
}

export async function runQuoteBench(
  server: ServerProcess,
  cart: QuoteCart,
  options: QuoteBenchOptions,
): Promise<QuoteMeasured> {
  const http = createHttpClient(server.baseUrl, options.clients);
  const body = {
    orderItems: cart.productIds.map((product, index) => ({ product, qty: 1 + (index % 3) })),
    shippingAddress: { address: '1 Bench Road', city: 'Springfield', postalCode: '12345', country: 'US' },
    couponCode: BENCH_COUPON.toLowerCase(),
  };
  let sent = 0;
  let wrong = 0;
  let example = '';
  const walk = async (recorder: Recorder, seconds: number) =>
    runClients(options.clients, seconds * 1000, async () => {
      const index = sent++ % ADDRESSES;
      const address = `10.${index & 255}.${index >> 8}.1`;
      const response = await recorder.time('quote', () =>
        http.request('POST', '/api/orders/quote', { body, headers: { 'x-forwarded-for': address } }),
      );
      if (response?.status !== 200) return;
      const figures = JSON.parse(response.body) as QuoteFigures;
      if (!adds(figures)) wrong += 1;
      example ||= `items $${figures.itemsPrice}, discount $${figures.discountPrice}, shipping $${figures.shippingPrice}, tax $${figures.taxPrice}, total $${figures.totalPrice}`;
    });
  try {
    options.log(`${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
    await walk(new Recorder(), options.warmupSeconds);
    wrong = 0;
    const recorder = new Recorder();
    const elapsedMs = await walk(recorder, options.durationSeconds);
    assertAlive(server);
    return { recorder, elapsedMs, wrong, example };
  } finally {
    http.close();
  }
}

/** Prints the figures; false when an answer was wrong or failed (slowness alone never fails). */
export function printQuoteReport(
  title: string,
  measured: QuoteMeasured,
  options: QuoteBenchOptions,
): boolean {
  const result = measured.recorder.result('quote');
  const failed = countAll(result.statuses) - countOk(result.statuses);
  const p90 = result.latency?.p90;
  const verdict =
    p90 === undefined ? '-' : p90 <= QUOTE_P90_TARGET_MS ? 'ok' : `MISS (> ${QUOTE_P90_TARGET_MS} ms)`;
  console.log(
    `\n== ${title}: ${QUOTE_LINES} lines, a coupon and a promotion, ${options.clients} client(s), ` +
      `${options.durationSeconds} s ==\n`,
  );
  const headers = ['request', ...LOAD_HEADERS, 'failed', 'wrong', 'target'];
  const align: Align[] = ['left', ...Array<Align>(LOAD_HEADERS.length + 2).fill('right'), 'left'];
  const row = [
    'POST /api/orders/quote',
    ...loadCells(result, measured.elapsedMs),
    describeFailures(result),
    String(measured.wrong),
    verdict,
  ];
  console.log(formatTable(headers, [row], align));
  console.log(`one answer: ${measured.example}`);
  console.log(`target: p90 <= ${QUOTE_P90_TARGET_MS} ms on PostgreSQL; wrong: answers that did not add up`);
  return failed === 0 && measured.wrong === 0;
}
