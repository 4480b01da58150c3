import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { createProduct } from '../test/factories.ts';
import type { Database } from './client.ts';
import { products } from './schema.ts';
import { TRANSACTION_ATTEMPTS, transaction } from './transaction.ts';

// The failures PostgreSQL reports, as drizzle hands them over: the driver's error, sometimes
// wrapped in `cause`. Thrown from inside the work, they end the transaction as the real ones do.
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
const serialization = () =>
  new Error('Failed query', { cause: Object.assign(new Error('could not serialize'), { code: '40001' }) });
const uniqueViolation = () => Object.assign(new Error('duplicate key'), { code: '23505' });

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Renames the product, then fails with `failures[n]` on the n-th run while there is one. */
function renameFailing(id: string, failures: Error[]) {
  let runs = 0;
  const work = async (tx: Database['db']) => {
    runs += 1;
    await tx
      .update(products)
      .set({ name: `Run ${runs}` })
      .where(eq(products.id, id));
    const failure = failures[runs - 1];
    if (failure !== undefined) throw failure;
    return runs;
  };
  return { work, runs: () => runs };
}

async function nameOf(id: string) {
  const [row] = await database.db.select({ name: products.name }).from(products).where(eq(products.id, id));
  return row?.name;
}

describe('transaction', () => {
  it('when a run is a deadlock victim or a serialization failure, then the work runs again and its result stands', async () => {
    const product = await createProduct(database.db, { name: 'Before' });
    const { work, runs } = renameFailing(product.id, [deadlock(), serialization()]);
    expect(await transaction(database.db, work)).toBe(3);
    expect(runs()).toBe(3);
    expect(await nameOf(product.id)).toBe('Run 3');
  });

  it('when every run fails so, then it gives up after the last attempt with that failure and nothing is kept', async () => {
    const product = await createProduct(database.db, { name: 'Before' });
    const failures = Array.from({ length: TRANSACTION_ATTEMPTS + 1 }, deadlock);
    const { work, runs } = renameFailing(product.id, failures);
    await expect(transaction(database.db, work)).rejects.toMatchObject({ code: '40P01' });
    expect(runs()).toBe(TRANSACTION_ATTEMPTS);
    expect(await nameOf(product.id)).toBe('Before');
  });

  it('when a run fails any other way, then the failure propagates at once, unretried', async () => {
    const product = await createProduct(database.db, { name: 'Before' });
    const { work, runs } = renameFailing(product.id, [uniqueViolation()]);
    await expect(transaction(database.db, work)).rejects.toMatchObject({ code: '23505' });
    expect(runs()).toBe(1);
    expect(await nameOf(product.id)).toBe('Before');
  });

  it('when it runs inside another transaction, then it is a savepoint there and leaves retrying to the outer one', async () => {
    const product = await createProduct(database.db, { name: 'Before' });
    const { work, runs } = renameFailing(product.id, [deadlock()]);
    const outer = database.db.transaction((tx) => transaction(tx, work));
    await expect(outer).rejects.toMatchObject({ code: '40P01' });
    expect(runs()).toBe(1);
    expect(await nameOf(product.id)).toBe('Before');
  });
});
