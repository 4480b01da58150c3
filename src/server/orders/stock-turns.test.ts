import { describe, expect, it } from 'vitest';
import { ConflictError } from '../errors.ts';
import { createStockTurns, type EndTurn } from './stock-turns.ts';

/** A shelf of one product whose units the test moves by hand, counting its reads. */
function shelfOf(units: number) {
  const shelf = { units, reads: 0 };
  const read = async () => {
    shelf.reads += 1;
    if (shelf.units < 1) throw new ConflictError('Lamp is out of stock');
    return new Map([['lamp', shelf.units]]);
  };
  return { shelf, read };
}

/** Whether the promise has settled by the time everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const ONE_LAMP = [{ key: 'lamp', qty: 1 }];

/** Two orders let through for the shelf's two lamps, and a third waiting behind them. */
async function twoOnTheirWayAndAWaiter() {
  const turns = createStockTurns();
  const { shelf, read } = shelfOf(2);
  const ends: EndTurn[] = [await turns.take(ONE_LAMP, read), await turns.take(ONE_LAMP, read)];
  const waiter = turns.take(ONE_LAMP, read);
  expect(await settled(waiter)).toBe(false);
  return { shelf, ends, waiter, readsBefore: shelf.reads };
}

describe('turns at the stock', () => {
  it('when more orders arrive than units are left, then only as many go on as there are units, and the rest wait', async () => {
    const turns = createStockTurns();
    const { read } = shelfOf(2);
    const first = turns.take(ONE_LAMP, read);
    const second = turns.take(ONE_LAMP, read);
    const third = turns.take(ONE_LAMP, read);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
    expect(await settled(third)).toBe(false);
  });

  it('when the orders on their way sell the last units, then the waiting order reads the shelf again and is refused', async () => {
    const turns = createStockTurns();
    const { shelf, read } = shelfOf(1);
    const end = await turns.take(ONE_LAMP, read);
    const waiter = turns.take(ONE_LAMP, read);
    expect(await settled(waiter)).toBe(false);
    shelf.units = 0;
    end(true);
    await expect(waiter).rejects.toThrow('Lamp is out of stock');
  });

  it('when an order on its way fails, then its unit goes to a waiting order at once', async () => {
    const { shelf, ends, waiter, readsBefore } = await twoOnTheirWayAndAWaiter();
    ends[0]?.(false);
    expect(await settled(waiter)).toBe(true);
    expect(shelf.reads).toBe(readsBefore + 1);
  });

  it('when one of several orders on their way sells its unit, then the waiters are left waiting: nothing came back', async () => {
    const { shelf, ends, waiter, readsBefore } = await twoOnTheirWayAndAWaiter();
    shelf.units = 1;
    ends[0]?.(true);
    expect(await settled(waiter)).toBe(false);
    expect(shelf.reads).toBe(readsBefore);
  });

  it('when a turn is ended twice, then its units are given back once', async () => {
    const turns = createStockTurns();
    const { read } = shelfOf(1);
    const end = await turns.take(ONE_LAMP, read);
    end(false);
    end(false);
    const next = await turns.take(ONE_LAMP, read);
    // Had the second end given the unit back again, this order would not wait.
    expect(await settled(turns.take(ONE_LAMP, read))).toBe(false);
    next(false);
  });

  it('when a shelf the read cannot judge is named, then the order is never held', async () => {
    const turns = createStockTurns();
    const unjudged = async () => new Map<string, number>();
    await turns.take(ONE_LAMP, unjudged);
    expect(await settled(turns.take(ONE_LAMP, unjudged))).toBe(true);
  });
});
