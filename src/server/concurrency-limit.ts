/**
 * A counting semaphore: at most `atOnce` turns are taken at the same time, and work that finds
 * none free waits in order of arrival. For work that costs memory or a core while it runs
 * (re-encoding an uploaded image, hashing a password). A piece of work usually takes one turn; one
 * that costs more may take several, up to all of them, so that it runs with fewer others or alone.
 * With a `queue` bound, any beyond it are refused at once rather than piling up, for work whose
 * callers hold something while they wait.
 */
export interface ConcurrencyLimit {
  /**
   * Runs `work` once `turns` (1 unless said, at most `atOnce`) are free and everything that
   * arrived before it has started; rejects with the queue's `refuse` error when it is full.
   */
  run<T>(work: () => Promise<T>, turns?: number): Promise<T>;
  /** Pieces of work running now (not turns). */
  readonly running: number;
  readonly waiting: number;
}

export interface ConcurrencyLimitOptions {
  atOnce: number;
  /** Unbounded without it. */
  queue?: {
    maxWaiting: number;
    /** The error a caller gets when every turn is taken and the queue is full. */
    refuse: () => Error;
  };
}

interface Waiting {
  turns: number;
  start: () => void;
}

export function createConcurrencyLimit({ atOnce, queue: bound }: ConcurrencyLimitOptions): ConcurrencyLimit {
  let turnsTaken = 0;
  let running = 0;
  const queue: Waiting[] = [];

  /**
   * Starts those at the head of the line while their turns are free. Strictly in order: a small
   * piece never slips past a large one waiting for the room it needs, which would starve it.
   */
  function admit(): void {
    for (let next = queue[0]; next && turnsTaken + next.turns <= atOnce; next = queue[0]) {
      queue.shift();
      turnsTaken += next.turns;
      running += 1;
      next.start();
    }
  }

  async function run<T>(work: () => Promise<T>, turns = 1): Promise<T> {
    if (!Number.isInteger(turns) || turns < 1) throw new RangeError(`turns must be a whole number from 1`);
    const taking = Math.min(turns, atOnce);
    if (queue.length === 0 && turnsTaken + taking <= atOnce) {
      turnsTaken += taking;
      running += 1;
    } else if (bound && queue.length >= bound.maxWaiting) {
      throw bound.refuse();
    } else {
      // `admit` counts the turns for the one it wakes, so a newcomer cannot slip in ahead of it.
      await new Promise<void>((resolve) => queue.push({ turns: taking, start: resolve }));
    }
    try {
      return await work();
    } finally {
      turnsTaken -= taking;
      running -= 1;
      admit();
    }
  }

  return {
    run,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
