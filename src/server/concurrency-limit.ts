/**
 * A counting semaphore with a bounded queue, for work that costs memory while it runs (re-encoding
 * an uploaded image): at most `atOnce` pieces run, up to `maxWaiting` more wait their turn in order
 * of arrival, and any beyond that are refused at once rather than piling up, since each one waiting
 * still holds its input.
 */
export interface ConcurrencyLimit {
  /** Runs `work` when a turn is free; rejects with the `refuse` error when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export interface ConcurrencyLimitOptions {
  atOnce: number;
  maxWaiting: number;
  /** The error a caller gets when every turn is taken and the queue is full. */
  refuse: () => Error;
}

export function createConcurrencyLimit({
  atOnce,
  maxWaiting,
  refuse,
}: ConcurrencyLimitOptions): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < atOnce) running += 1;
    else if (queue.length >= maxWaiting) throw refuse();
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
