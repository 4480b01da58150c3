import { describe, expect, it } from 'vitest';
import { CALLERS_PER_TURN, readTogether } from './reads-together.ts';

/** A fake store whose reads the test counts, answering with the keys each read asked for. */
function countedReads() {
  const reads: string[][] = [];
  const read = (keys: readonly string[]) => {
    reads.push([...keys]);
    return Promise.resolve([...keys]);
  };
  return { reads, read };
}

describe('reads taken together', () => {
  it('when callers ask in the same turn, then one read answers them all, each key asked once', async () => {
    const { reads, read } = countedReads();
    const ask = readTogether(read, (key: string) => key);
    const answers = await Promise.all([ask(['a']), ask(['b', 'a']), ask(['c'])]);
    expect(reads).toEqual([['a', 'b', 'c']]);
    expect(answers).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
  });

  it('when a caller asks after a read was sent, then it gets a read of its own', async () => {
    const { reads, read } = countedReads();
    const ask = readTogether(read, (key: string) => key);
    const first = ask(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    const second = ask(['a']);
    await Promise.all([first, second]);
    expect(reads).toEqual([['a'], ['a']]);
  });

  it('when more keys are asked at once than one read may name, then they are read in several', async () => {
    const { reads, read } = countedReads();
    const ask = readTogether(read, (key: string) => key, 3);
    await Promise.all([ask(['a', 'b']), ask(['c', 'd']), ask(['e'])]);
    expect(reads).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('database gone'))],
    [
      'throws',
      () => {
        throw new Error('database gone');
      },
    ],
  ])('when a read %s, then every caller that shared it is told', async (_way, read) => {
    const ask = readTogether(read, String);
    const answers = await Promise.allSettled([ask(['a']), ask(['b'])]);
    expect(answers).toEqual([
      { status: 'rejected', reason: new Error('database gone') },
      { status: 'rejected', reason: new Error('database gone') },
    ]);
  });

  it('when more callers share a read than go on in one turn, then the event loop turns before the last of them goes on', async () => {
    const ask = readTogether((keys: readonly string[]) => Promise.resolve(keys.length), String);
    const callers = CALLERS_PER_TURN * 3;
    let goneOn = 0;
    let goneOnAtTurn: number | undefined;
    await Promise.all(
      Array.from({ length: callers }, (_, index) =>
        ask([String(index)]).then(() => {
          goneOn += 1;
          if (goneOn === 1) setImmediate(() => (goneOnAtTurn = goneOn));
        }),
      ),
    );
    expect(goneOn).toBe(callers);
    expect(goneOnAtTurn).toBeLessThan(callers);
  });
});
