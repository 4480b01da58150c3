/**
 * The rush (docs/performance/flash.md): shoppers sign in from addresses of their own, open their
 * connection, and then every one of them places an order for one unit of the same item at one
 * moment. While they wait, a few visitors keep browsing. Counts the answers by status (201 sold,
 * 409 sold out, anything else a failure) and times them; the caller checks the database.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { stringField } from './json-fields.ts';
import { NO_RESPONSE, Recorder } from './load-loop.ts';
import type { LatencySummary } from './percentiles.ts';
import type { RushBalance, RushedItem } from './flash-bench-data.ts';
import { formatMs, formatTable } from './table.ts';
import { SHOPPER_PASSWORD, shopperEmail } from './write-bench-data.ts';

/** A shopper's wait ends here: an order without an answer by then is a time-out, a failure. */
const ORDER_TIMEOUT_MS = 60_000;
const SIGN_IN_CONCURRENCY = 16;
const BROWSERS = 4;
/**
 * Each browsing visitor's schedule: a page every 100 ms from the release (ten a second, a hurried
 * shopper many times over), asked once the previous answer has come and the next slot is due, so
 * a visitor kept waiting asks again at once until it is back on schedule. Visitors asking again as
 * soon as each answer came made the browsing load grow with the server's speed: a server that
 * answered them faster was measured under many times the reads, and its orders paid for them
 * (docs/performance/flash.md, ADR 0120).
 */
const BROWSE_EVERY_MS = 100;
const STATUS_CREATED = 201;
const STATUS_CONFLICT = 409;

export interface FlashOptions {
  shoppers: number;
  log: (message: string) => void;
}

/**
 * Shopper `index`'s address, for X-Forwarded-For: one network each (RFC 1918 space, 10.x.y.z),
 * so the per-network bounds on unpaid orders (ADR 0090) see a crowd rather than one client.
 */
export function shopperAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

interface Answer {
  status: number;
  body: string;
  ms: number;
  error?: string;
}

/** One request on its own socket; never rejects (no answer is status NO_RESPONSE). */
function send(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text: string, error?: string) =>
      resolve({ status, body: text, ms: performance.now() - started, ...(error ? { error } : {}) });
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        timeout: ORDER_TIMEOUT_MS,
        headers: {
          accept: 'application/json',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(response.statusCode ?? NO_RESPONSE, Buffer.concat(chunks).toString()));
        response.on('error', (error) => done(NO_RESPONSE, '', error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', (error) => done(NO_RESPONSE, '', error.message));
    request.end(body);
  });
}

export interface Shopper {
  token: string;
  address: string;
}

/** Every shopper signs in through the API, from their own address, a few at a time. */
export async function signInShoppers(baseUrl: string, options: FlashOptions): Promise<Shopper[]> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: SIGN_IN_CONCURRENCY });
  const shoppers: Shopper[] = [];
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
        while (next < options.shoppers) {
          const index = next++;
          const address = shopperAddress(index);
          const answer = await send(
            agent,
            base,
            'POST',
            '/api/users/login',
            { 'x-forwarded-for': address },
            JSON.stringify({ email: shopperEmail(index), password: SHOPPER_PASSWORD }),
          );
          const token = answer.status === 200 ? stringField(answer.body, 'token') : undefined;
          if (!token) throw new Error(`shopper ${index} could not sign in: ${answer.status} ${answer.body}`);
          shoppers[index] = { token, address };
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  options.log(
    `${options.shoppers} shoppers signed in in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return shoppers;
}

export interface RushResult {
  item: RushedItem;
  /** All order answers, then the sales, then the refusals. */
  orders: Recorder;
  browsing: Recorder;
  sold: number;
  soldOut: number;
  /** Anything but a sale or a sold-out 409: 5xx, time-outs, other refusals; the first few said. */
  failures: number;
  failureSamples: string[];
  rushMs: number;
}

const STEP_ALL = 'place order (all)';
const STEP_SOLD = 'place order: sold (201)';
const STEP_REFUSED = 'place order: sold out (409)';
const STEP_BROWSE = 'browse during the rush';

/**
 * One rush for one item. Every shopper's connection is opened first (a browser on the product
 * page holds one), every request body is made, and then all are sent in one loop: the barrier.
 */
export async function runRush(
  baseUrl: string,
  shoppers: readonly Shopper[],
  item: RushedItem,
  options: FlashOptions,
): Promise<RushResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers.length });
  const browseAgent = new http.Agent({ keepAlive: true, maxSockets: BROWSERS });
  const orders = new Recorder();
  const browsing = new Recorder();
  try {
    options.log(`${item.kind}: opening ${shoppers.length} connections`);
    const opened = await Promise.all(
      shoppers.map((shopper) =>
        send(agent, base, 'GET', '/api/health', { 'x-forwarded-for': shopper.address }),
      ),
    );
    // The visitors were browsing before the rush: their connections are open too.
    await Promise.all(
      Array.from({ length: BROWSERS }, (_, client) =>
        send(browseAgent, base, 'GET', '/api/health', {
          'x-forwarded-for': shopperAddress(shoppers.length + client),
        }),
      ),
    );
    const unopened = opened.filter((answer) => answer.status !== 200).length;
    if (unopened > 0)
      options.log(`${item.kind}: ${unopened} connections did not open; their shoppers connect in the rush`);
    const expected = `${item.name} is out of stock`;
    const prepared = shoppers.map((shopper) => ({
      headers: {
        authorization: `Bearer ${shopper.token}`,
        'x-forwarded-for': shopper.address,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({
        orderItems: [
          { product: item.productId, qty: 1, ...(item.variantId ? { variant: item.variantId } : {}) },
        ],
        shippingAddress: {
          address: '1 Rush Lane',
          city: 'Queueton',
          postalCode: '10001',
          country: 'Benchland',
        },
        paymentMethod: 'TestCard',
      }),
    }));
    let rushing = true;
    options.log(`${item.kind}: ${shoppers.length} shoppers order ${item.units} units at once`);
    const started = performance.now();
    const answers = prepared.map(({ headers, body }) =>
      send(agent, base, 'POST', '/api/orders', headers, body),
    );
    // Visitors who are not in the rush: the product page and the first catalogue page, on and on.
    const browsers = Promise.all(
      Array.from({ length: BROWSERS }, async (_, client) => {
        const path = client % 2 === 0 ? `/api/products/${item.productId}` : '/api/products?pageNumber=1';
        for (let asked = 0; rushing; asked += 1) {
          const answer = await send(browseAgent, base, 'GET', path, {
            'x-forwarded-for': shopperAddress(shoppers.length + client),
          });
          browsing.record(STEP_BROWSE, answer.ms, answer.status, answer.error);
          await sleep(Math.max(0, started + (asked + 1) * BROWSE_EVERY_MS - performance.now()));
        }
      }),
    );
    const results = await Promise.all(answers);
    const rushMs = performance.now() - started;
    rushing = false;
    await browsers;
    let sold = 0;
    let soldOut = 0;
    const failureSamples: string[] = [];
    for (const answer of results) {
      orders.record(STEP_ALL, answer.ms, answer.status, answer.error);
      if (answer.status === STATUS_CREATED) {
        sold++;
        orders.record(STEP_SOLD, answer.ms, answer.status);
      } else if (answer.status === STATUS_CONFLICT && stringField(answer.body, 'message') === expected) {
        soldOut++;
        orders.record(STEP_REFUSED, answer.ms, answer.status);
      } else if (failureSamples.length < 3) {
        failureSamples.push(`${answer.status || 'no answer'} ${answer.error ?? answer.body.slice(0, 160)}`);
      }
    }
    return {
      item,
      orders,
      browsing,
      sold,
      soldOut,
      failures: results.length - sold - soldOut,
      failureSamples,
      rushMs,
    };
  } finally {
    agent.destroy();
    browseAgent.destroy();
  }
}

function row(label: string, latency: LatencySummary | undefined, count: number): string[] {
  return [
    label,
    String(count),
    formatMs(latency?.p50),
    formatMs(latency?.p90),
    formatMs(latency?.p99),
    formatMs(latency?.max),
  ];
}

/** The figures, and loudly any failure or imbalance; true when the rush was correct. */
export function printRushReport(title: string, result: RushResult, balance: RushBalance): boolean {
  const { item } = result;
  console.log(`\n== ${title}: rush for one ${item.kind}, ${item.units} units ==\n`);
  const steps: [string, Recorder][] = [
    [STEP_ALL, result.orders],
    [STEP_SOLD, result.orders],
    [STEP_REFUSED, result.orders],
    [STEP_BROWSE, result.browsing],
  ];
  const rows = steps.map(([step, recorder]) => {
    const { latency, statuses } = recorder.result(step);
    return row(
      step,
      latency,
      [...statuses.values()].reduce((sum, n) => sum + n, 0),
    );
  });
  console.log(
    formatTable(['requests', 'n', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'], rows, [
      'left',
      'right',
      'right',
      'right',
      'right',
      'right',
    ]),
  );
  const shoppers = result.sold + result.soldOut + result.failures;
  console.log(
    `\n${shoppers} shoppers: ${result.sold} sold, ${result.soldOut} told "${item.name} is out of stock" (409), ` +
      `${result.failures} failed; every answer within ${(result.rushMs / 1000).toFixed(2)} s`,
  );
  if (result.failures > 0) {
    console.log(`!!! FAILURE: ${result.failures} shoppers got neither a sale nor a sold-out 409, e.g.:`);
    for (const sample of result.failureSamples) console.log(`!!!   ${sample}`);
  }
  const browseFailures = [...result.browsing.result(STEP_BROWSE).statuses].filter(
    ([status]) => status !== 200,
  );
  if (browseFailures.length > 0) {
    console.log(
      `!!! FAILURE: browsing during the rush got ${browseFailures.map(([s, n]) => `${n} × ${s || 'no answer'}`).join(', ')}`,
    );
  }
  const expectedSold = Math.min(item.units, shoppers);
  if (result.sold !== expectedSold) console.log(`!!! FAILURE: ${result.sold} sold, ${expectedSold} expected`);
  console.log(
    `database: ${balance.left} left of ${item.units}, ${balance.orders} orders holding ${balance.unitsOrdered} units: ` +
      (balance.balanced ? 'balanced' : '!!! FAILURE: NOT BALANCED (oversold, lost or a negative stock)'),
  );
  return (
    result.failures === 0 && browseFailures.length === 0 && result.sold === expectedSold && balance.balanced
  );
}
