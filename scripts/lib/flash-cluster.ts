/**
 * The rush through nginx to two shop instances on one PostgreSQL database
 * (`npm run bench:cluster -- --mode flash`, docs/performance/flash.md): the same shoppers and
 * items as `npm run bench -- --mode flash`, written into the database once the first instance has
 * migrated and seeded it, then the same rushes, then the same balance check.
 */
import {
  createDatabase,
  startInstance,
  startNginx,
  stopAll,
  type Instance,
  type Nginx,
} from '../../cluster/harness.ts';
import { printRushReport, runRush, signInShoppers } from './flash-bench.ts';
import { checkRushBalance, createRushedItems } from './flash-bench-data.ts';
import { openPostgresSession } from './sql-session.ts';
import { createShoppers } from './write-bench-data.ts';

/** As `npm run bench -- --mode flash` sets them (scripts/bench.ts), for both instances. */
const FLASH_ENV = {
  MAX_UNPAID_ORDERS_PER_ADDRESS: '100000',
  MAX_UNPAID_ITEMS_PER_ADDRESS: '1000000',
};

/** True when every rush sold exactly its units, refused everyone else with 409 and balanced. */
export async function benchClusterFlash(shoppers: number, units: number): Promise<boolean> {
  const log = (message: string) => console.error(`[cluster flash] ${message}`);
  const database = await createDatabase();
  const instances: Instance[] = [];
  let balancer: Nginx | undefined;
  try {
    log('starting two instances (the first migrates and seeds)');
    instances.push(await startInstance({ databaseUrl: database.url, seed: true, env: FLASH_ENV }));
    instances.push(await startInstance({ databaseUrl: database.url, env: FLASH_ENV }));
    const session = await openPostgresSession(database.url);
    let correct = true;
    try {
      await createShoppers(session, shoppers);
      const items = await createRushedItems(session, units);
      balancer = await startNginx(instances.map((instance) => instance.port));
      const options = { shoppers, log };
      const signedIn = await signInShoppers(balancer.url, options);
      const rushes = [];
      for (const item of items) rushes.push(await runRush(balancer.url, signedIn, item, options));
      for (const rush of rushes) {
        const balance = await checkRushBalance(session, rush.item, rush.sold);
        if (!printRushReport('postgres, two instances behind nginx', rush, balance)) correct = false;
      }
    } finally {
      await session.close();
    }
    return correct;
  } finally {
    await balancer?.stop();
    await stopAll(instances);
    await database.drop();
  }
}
