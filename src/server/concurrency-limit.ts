/**
 * A counting semaphore: at most `atOnce` pieces of work run at the same time, and the others wait
 * their turn in order of arrival. For work that costs memory or a core while it runs (re-encoding
 * an uploaded image, hashing a password). With a `queue` bound, any beyond it are refused at once
 * rather than piling up, for work whose callers hold something large while they wait.
 */
export interface ConcurrencyLimit {
  /** Runs `work` when a turn is free; rejects with the queue's `refuse` error when it is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
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

export function createConcurrencyLimit({ atOnce, queue: bound }: ConcurrencyLimitOptions): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < atOnce) running += 1;
    else if (bound && queue.length >= bound.maxWaiting) throw bound.refuse();
    // A finished piece hands its turn on directly, so `running` stays counted for the one it wakes
    // and a newcomer cannot slip in ahead of those already waiting.
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
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
