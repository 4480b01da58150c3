/**
 * How many keys one read may name at most. A moment with hundreds of requests is read in several
 * reads rather than one whose parameters PostgreSQL would refuse (65 535 at most), failing every
 * request that shared it.
 */
export const MAX_KEYS_PER_READ = 1000;

/**
 * Reads asked for in the same turn of the event loop, sent as one read once that turn has ended
 * (docs/performance/flash.md). In a rush, hundreds of requests ask the database the same kind of
 * question at once (their session, their `Idempotency-Key`, the shelf); on the embedded database,
 * which runs one statement at a time, those reads queued behind one another, and so did everything
 * else.
 *
 * A read is sent only once the turn in which it was first asked for has ended, and covers every key
 * asked for until then (each once; up to `maxKeys`, past which another read starts); a read asked
 * for after it was sent waits for the next one. So every caller still reads after it asked, as it
 * did with a read of its own, and gets the whole read's answer, from which it takes its own rows. A
 * failed read fails every caller that shared it.
 */
export function readTogether<Key, Answer>(
  read: (keys: readonly Key[]) => Promise<Answer>,
  keyOf: (key: Key) => string,
  maxKeys = MAX_KEYS_PER_READ,
): (keys: readonly Key[]) => Promise<Answer> {
  interface Batch {
    keys: Map<string, Key>;
    /** Each caller's `resolve`, given the read's promise: it fulfils or fails with it. */
    callers: ((answer: Promise<Answer>) => void)[];
  }
  let open: Batch | undefined;
  const newBatch = (): Batch => {
    const batch: Batch = { keys: new Map(), callers: [] };
    setImmediate(() => {
      // Closed before it is sent; a batch opened since (this one was full) stays open.
      if (open === batch) open = undefined;
      // A read that throws rather than rejects still fails its callers, never the process.
      const answer = Promise.resolve().then(() => read([...batch.keys.values()]));
      const handOutAnswer = () => handOut(batch.callers, answer);
      void answer.then(handOutAnswer, handOutAnswer);
    });
    return batch;
  };
  return (keys) => {
    if (!open || open.keys.size + keys.length > maxKeys) open = newBatch();
    for (const key of keys) open.keys.set(keyOf(key), key);
    const { callers } = open;
    return new Promise<Answer>((resolve) => callers.push(resolve));
  };
}

/**
 * How many callers of one read go on in one turn of the event loop, so that hundreds sharing a read
 * do not all run their next steps before the event loop reads another socket. In a rush of 300
 * orders on the embedded database, browsing p90 was 181–210 ms with all of them going on at once,
 * 168–242 ms with 16 a turn and 135–175 ms with four, the orders no slower (docs/performance/flash.md).
 */
export const CALLERS_PER_TURN = 4;

/** Gives `answer` to `callers`, `CALLERS_PER_TURN` of them a turn, in the order they asked. */
async function handOut<T>(
  callers: readonly ((answer: Promise<T>) => void)[],
  answer: Promise<T>,
): Promise<void> {
  for (let start = 0; start < callers.length; start += CALLERS_PER_TURN) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const resolve of callers.slice(start, start + CALLERS_PER_TURN)) resolve(answer);
  }
}
