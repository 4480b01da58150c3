/**
 * The write path: many shoppers at once sign in through the API, then place orders for a few
 * products and pay each at once (TestCard), for a fixed time. Reports orders per second and the
 * latency of each step; the caller then checks the stock in the database (no oversell).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createHttpClient, type HttpClient } from './http-client.ts';
import { stringField } from './json-fields.ts';
import { countOk, describeFailures, LOAD_HEADERS, loadCells, Recorder, runClients } from './load-loop.ts';
import { createRandom, type Random } from './prng.ts';
import { sampleRss } from './rss-sampler.ts';
import { assertAlive, type ServerProcess } from './server-process.ts';
import { formatMib, formatTable, type Align } from './table.ts';
import { SHOPPER_PASSWORD, shopperEmail, type StockCheck, type StockedProduct } from './write-bench-data.ts';

export const STEPS = { signIn: 'sign in', place: 'place order', pay: 'pay order' } as const;
const STATUS_SOLD_OUT = 409;
const STATUS_THROTTLED = 429;
/** A throttled shopper waits before trying again, as the storefront's message asks them to. */
const THROTTLED_PAUSE_MS = 1_000;
const MAX_LINES = 3;
const MAX_QTY = 3;
const SCARCE_SHARE = 0.1;

export interface WriteOptions {
  shoppers: number;
  durationSeconds: number;
  log: (message: string) => void;
}

export interface WriteRun {
  recorder: Recorder;
  /** How long the burst of sign-ins took, and then the ordering phase. */
  signInMs: number;
  elapsedMs: number;
  signedIn: number;
  /** Orders the API said it created (201) and paid (200). */
  placed: number;
  paid: number;
  /** Peak server RSS in bytes while the shoppers signed in (scrypt) and while they ordered. */
  rssPeak: { signIn: number | undefined; ordering: number | undefined };
}

const shippingAddress = {
  address: '1 Bench Street',
  city: 'Testville',
  postalCode: '12345',
  country: 'Benchland',
};
const card = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
  name: 'Bench Shopper',
};

/** One to three of the plentiful products, and now and then the scarce one. */
function orderItems(random: Random, products: readonly StockedProduct[]) {
  const plentiful = products.filter((product) => !product.scarce);
  const chosen = random.shuffle(plentiful).slice(0, random.int(1, Math.min(MAX_LINES, plentiful.length)));
  const scarce = products.find((product) => product.scarce);
  if (scarce && random.chance(SCARCE_SHARE)) chosen.push(scarce);
  return chosen.map((product) => ({ product: product.id, qty: random.int(1, MAX_QTY) }));
}

async function signIn(http: HttpClient, recorder: Recorder, shopper: number): Promise<string | undefined> {
  const response = await recorder.time(STEPS.signIn, () =>
    http.request('POST', '/api/users/login', {
      body: { email: shopperEmail(shopper), password: SHOPPER_PASSWORD },
    }),
  );
  return response?.status === 200 ? stringField(response.body, 'token') : undefined;
}

export async function runWriteBench(
  server: ServerProcess,
  products: readonly StockedProduct[],
  options: WriteOptions,
): Promise<WriteRun> {
  const http = createHttpClient(server.baseUrl, options.shoppers);
  const recorder = new Recorder();
  try {
    options.log(`${options.shoppers} shoppers signing in`);
    const signInRss = sampleRss(server.pid);
    const signInStarted = performance.now();
    const tokens = await Promise.all(
      Array.from({ length: options.shoppers }, (_, shopper) => signIn(http, recorder, shopper)),
    );
    const signInMs = performance.now() - signInStarted;
    signInRss.stop();
    const randoms = tokens.map((_, shopper) => createRandom(`shopper-${shopper}`));
    let placed = 0;
    let paid = 0;
    options.log(`placing and paying orders for ${options.durationSeconds} s`);
    const orderingRss = sampleRss(server.pid);
    const elapsedMs = await runClients(options.shoppers, options.durationSeconds * 1000, async (shopper) => {
      const token = tokens[shopper];
      const random = randoms[shopper];
      if (!token || !random) {
        // A shopper who could not sign in sits the run out; the sign-in row shows why.
        await sleep(options.durationSeconds * 1000);
        return;
      }
      const headers = { authorization: `Bearer ${token}` };
      const order = await recorder.time(STEPS.place, () =>
        http.request('POST', '/api/orders', {
          body: { orderItems: orderItems(random, products), shippingAddress, paymentMethod: 'TestCard' },
          headers: { ...headers, 'idempotency-key': randomUUID() },
        }),
      );
      const orderId = order?.status === 201 ? stringField(order.body, '_id') : undefined;
      if (orderId) {
        placed++;
        const payment = await recorder.time(STEPS.pay, () =>
          http.request('PUT', `/api/orders/${orderId}/pay`, { body: { card }, headers }),
        );
        if (payment?.status === 200) paid++;
        if (payment?.status === STATUS_THROTTLED) await sleep(THROTTLED_PAUSE_MS);
      } else if (order?.status === STATUS_THROTTLED) {
        await sleep(THROTTLED_PAUSE_MS);
      }
    });
    orderingRss.stop();
    assertAlive(server);
    return {
      recorder,
      signInMs,
      elapsedMs,
      signedIn: tokens.filter(Boolean).length,
      placed,
      paid,
      rssPeak: { signIn: signInRss.peak(), ordering: orderingRss.peak() },
    };
  } finally {
    http.close();
  }
}

function stepRow(run: WriteRun, step: string): string[] {
  const result = run.recorder.result(step);
  const { statuses } = result;
  return [
    step,
    ...loadCells(result, step === STEPS.signIn ? run.signInMs : run.elapsedMs),
    String(countOk(statuses)),
    String(statuses.get(STATUS_SOLD_OUT) ?? 0),
    String(statuses.get(STATUS_THROTTLED) ?? 0),
    describeFailures(result, [STATUS_SOLD_OUT, STATUS_THROTTLED]),
  ];
}

export function printWriteReport(
  title: string,
  run: WriteRun,
  stock: readonly StockCheck[],
  ordersInDatabase: ReadonlyMap<string, number>,
  options: WriteOptions,
): void {
  console.log(`\n== ${title}: write path, ${options.shoppers} shoppers, ${options.durationSeconds} s ==\n`);
  const headers = ['step', ...LOAD_HEADERS, '2xx', '409', '429', 'other'];
  const align: Align[] = ['left', ...Array<Align>(LOAD_HEADERS.length + 3).fill('right'), 'left'];
  console.log(
    formatTable(
      headers,
      Object.values(STEPS).map((step) => stepRow(run, step)),
      align,
    ),
  );
  const seconds = run.elapsedMs / 1000;
  console.log(
    `\norders placed and paid: ${run.paid} in ${seconds.toFixed(1)} s = ${(run.paid / seconds).toFixed(1)} orders/s ` +
      `(${run.signedIn}/${options.shoppers} shoppers signed in; 409 = sold out, 429 = throttled)`,
  );
  console.log(
    `server RSS peak: ${formatMib(run.rssPeak.signIn)} while signing in, ` +
      `${formatMib(run.rssPeak.ordering)} while ordering`,
  );
  const inDatabase = [...ordersInDatabase].map(([status, n]) => `${n} ${status}`).join(', ') || 'none';
  const databaseTotal = [...ordersInDatabase.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `orders in the database: ${inDatabase}; the API created ${run.placed}` +
      (databaseTotal === run.placed
        ? ' (match)'
        : ' (MISMATCH: an order was stored without a confirmed answer, or an answered order is missing)'),
  );
  const stockRows = stock.map((check) => [
    check.product.name,
    String(check.product.initialStock),
    String(check.left),
    String(check.ordered),
    check.balanced ? 'ok' : 'OVERSOLD or LOST',
  ]);
  console.log(
    `\n${formatTable(['product', 'stock before', 'left', 'in orders', 'left + in orders = before'], stockRows, ['left', 'right', 'right', 'right', 'left'])}`,
  );
}
