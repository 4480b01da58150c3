/**
 * `npm run bench:cluster [-- --seconds 15 --workers 16 --order-every 10]`
 * `npm run bench:cluster -- --mode flash [--shoppers 1000 --units 100]`: the rush for the last
 * units through nginx to two instances instead (scripts/lib/flash-cluster.ts, docs/performance/flash.md).
 *
 * Throughput through nginx with one shop instance behind it, then two, on one fresh database of
 * the machine's PostgreSQL (TEST_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432).
 * The load is shoppers reading the catalogue (cached, as in production) and placing one order in
 * every `--order-every` requests, each order moving stock and so evicting every instance's cache.
 * Everything runs on 127.0.0.1 and is removed afterwards. See docs/scaling.md for the figures.
 */
import { parseArgs } from 'node:util';
import type { Product } from '../src/contract/products.ts';
import {
  createDatabase,
  DEMO_PASSWORD,
  startInstance,
  startNginx,
  stopAll,
  type Instance,
  type Nginx,
} from '../cluster/harness.ts';
import { percentile, startLoad, type LoadResult } from '../cluster/load.ts';
import { call, newCustomer, newProduct, signIn } from '../cluster/shop-client.ts';
import { benchClusterFlash } from './lib/flash-cluster.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    workers: { type: 'string', default: '16' },
    'order-every': { type: 'string', default: '10' },
    mode: { type: 'string', default: 'throughput' },
    shoppers: { type: 'string', default: '1000' },
    units: { type: 'string', default: '100' },
  },
});
if (values.mode === 'flash') {
  const [shoppers, units] = [Number(values.shoppers), Number(values.units)];
  if (![shoppers, units].every((value) => Number.isInteger(value) && value > 0)) {
    process.stderr.write('--shoppers and --units take whole numbers above 0\n');
    process.exit(2);
  }
  process.exit((await benchClusterFlash(shoppers, units)) ? 0 : 1);
}
if (values.mode !== 'throughput') {
  process.stderr.write(`--mode takes throughput or flash, got "${values.mode}"\n`);
  process.exit(2);
}
const seconds = Number(values.seconds);
const workers = Number(values.workers);
const orderEvery = Number(values['order-every']);
if (![seconds, workers, orderEvery].every((value) => Number.isInteger(value) && value > 0)) {
  process.stderr.write('--seconds, --workers and --order-every take whole numbers above 0\n');
  process.exit(2);
}

const env = {
  CATALOGUE_CACHE_MS: '60000',
  MAX_UNPAID_ORDERS: '1000',
  MAX_UNPAID_ITEMS: '100000',
  ORDERS_PER_CUSTOMER: '1000000',
  REGISTRATIONS_PER_ADDRESS: '1000',
};

async function measure(base: string, productId: string, customers: string[]): Promise<LoadResult> {
  // A short warm-up fills caches and connection pools before the clock starts.
  const warmUp = startLoad({ base, productId, customers, workers, orderEvery });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await warmUp.stop();
  const load = startLoad({ base, productId, customers, workers, orderEvery });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  return load.stop();
}

function line(label: string, result: LoadResult): string {
  const perSecond = (result.requests / result.durationMs) * 1000;
  return [
    label.padEnd(14),
    `${perSecond.toFixed(0).padStart(6)} req/s`,
    `p50 ${percentile(result.latenciesMs, 0.5).toFixed(1).padStart(6)} ms`,
    `p99 ${percentile(result.latenciesMs, 0.99).toFixed(1).padStart(7)} ms`,
    `${result.placedOrders.length} orders`,
    `${result.failures.length} failed`,
  ].join('  ');
}

const database = await createDatabase();
const instances: Instance[] = [];
const balancers: Nginx[] = [];
try {
  instances.push(await startInstance({ databaseUrl: database.url, seed: true, env }));
  instances.push(await startInstance({ databaseUrl: database.url, env }));
  const [first, second] = instances as [Instance, Instance];
  const one = await startNginx([first.port]);
  balancers.push(one);
  const two = await startNginx([first.port, second.port]);
  balancers.push(two);

  const admin = await signIn(two.url, 'admin@example.com', DEMO_PASSWORD);
  const top = await call<Product[]>(two.url, 'GET', '/api/products/top');
  const product = await newProduct(two.url, admin, {
    countInStock: 1_000_000,
    image: top.body[0]?.image ?? '',
  });
  const customers = await Promise.all(Array.from({ length: 4 }, () => newCustomer(two.url)));

  process.stdout.write(
    `${workers} concurrent shoppers for ${seconds} s each; one order in every ${orderEvery} requests\n`,
  );
  process.stdout.write(`${line('one instance', await measure(one.url, product._id, customers))}\n`);
  process.stdout.write(`${line('two instances', await measure(two.url, product._id, customers))}\n`);
} finally {
  for (const balancer of balancers) await balancer.stop();
  await stopAll(instances);
  await database.drop();
}
