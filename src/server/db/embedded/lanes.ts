import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Which line a piece of work for PGlite waits in: `browsing` for what shoppers read of the
 * catalogue, `other` for everything else (orders, sessions, writes, jobs).
 */
export type Lane = 'browsing' | 'other';

/**
 * How many pieces of other work start in one turn of the event loop. A rush of orders has hundreds
 * waiting, and a turn that started them all kept a shopper's next read waiting that long; one a
 * turn gave the fastest browsing but orders about a fifth slower (docs/performance/flash.md).
 */
export const OTHER_WORK_PER_TURN = 4;

/**
 * How many catalogue reads start in one turn at most: more than the busiest browsing measured
 * needs, so they are never held back in the flash sale or the catalogue bench, yet a storm of
 * uncached reads (a crawler) cannot make a turn so long that orders wait behind it.
 */
export const BROWSING_PER_TURN = 16;

export interface Lanes {
  /** Runs `work` (one call into PGlite) in its lane, at its turn; see `createLanes`. */
  track<T>(lane: Lane, work: () => Promise<T>): Promise<T>;
  /** Pieces of work running or waiting in either lane: what a pool's "waiting" is on PostgreSQL. */
  inFlight(): number;
}

/**
 * The lines in front of PGlite, which runs on this thread: a statement's work happens while it is
 * called, and its reply comes back as a resolved promise.
 *
 * Every piece of work waits for a turn of the event loop. Without the turns, requests keeping PGlite
 * busy would hand it statements from one microtask to the next, and the event loop would not read
 * a socket until every one of them had finished; with them, the requests in flight each run a
 * statement per turn and new ones join at once (docs/performance/catalogue-queries.md).
 *
 * In each turn the catalogue reads waiting start first (up to `BROWSING_PER_TURN`), then at most
 * `OTHER_WORK_PER_TURN` pieces of other work, each lane in order of arrival. In a flash sale hundreds of orders have work waiting
 * at once; when a turn ran all of it, a shopper's catalogue read waited for a whole turn of orders
 * at each of its statements, and browsing took as long as the rush. Other work is never starved:
 * each turn starts some of it, first come first served, however many shoppers browse.
 */
export function createLanes(
  perTurn: Record<Lane, number> = { browsing: BROWSING_PER_TURN, other: OTHER_WORK_PER_TURN },
): Lanes {
  let inFlight = 0;
  const waiting: Record<Lane, (() => void)[]> = { browsing: [], other: [] };
  let turnAsked = false;

  async function takeTurns(): Promise<void> {
    while (waiting.browsing.length > 0 || waiting.other.length > 0) {
      await nextTurn();
      const starting = [
        ...waiting.browsing.splice(0, perTurn.browsing),
        ...waiting.other.splice(0, perTurn.other),
      ];
      for (const start of starting) start();
    }
    turnAsked = false;
  }

  async function track<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    inFlight += 1;
    try {
      await new Promise<void>((start) => {
        waiting[lane].push(start);
        if (!turnAsked) {
          turnAsked = true;
          void takeTurns();
        }
      });
      return await work();
    } finally {
      inFlight -= 1;
    }
  }

  return { track, inFlight: () => inFlight };
}
