import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';

class QueueFull extends Error {}

/** A piece of work the test finishes when it chooses, and that says when it has started. */
function heldWork(log: string[], name: string) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const work = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      markStarted();
      finish = () => {
        log.push(`end ${name}`);
        resolve(name);
      };
      fail = reject;
    });
  return { work, started, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const limitOfTwo = (maxWaiting = 10) =>
  createConcurrencyLimit({ atOnce: 2, queue: { maxWaiting, refuse: () => new QueueFull('queue full') } });

describe('concurrency limit', () => {
  it('when three pieces of work arrive with room for two, then the third starts only once one of the first two ends', async () => {
    const limit = limitOfTwo();
    const log: string[] = [];
    const [first, second, third] = ['first', 'second', 'third'].map((name) => heldWork(log, name));
    if (!first || !second || !third) throw new Error('three pieces of work');

    const results = [limit.run(first.work), limit.run(second.work), limit.run(third.work)];
    expect(log).toEqual(['start first', 'start second']);
    expect([limit.running, limit.waiting]).toEqual([2, 1]);

    second.finish();
    await third.started;
    expect(log).toEqual(['start first', 'start second', 'end second', 'start third']);
    expect([limit.running, limit.waiting]).toEqual([2, 0]);

    first.finish();
    third.finish();
    expect(await Promise.all(results)).toEqual(['first', 'second', 'third']);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('when many pieces of work arrive at once, then never more than two run and they start in order of arrival', async () => {
    const limit = limitOfTwo();
    const log: string[] = [];
    const names = Array.from({ length: 8 }, (_, index) => `w${index}`);
    const held = names.map((name) => heldWork(log, name));
    let running = 0;
    let mostAtOnce = 0;
    const results = held.map((piece) =>
      limit.run(async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          return await piece.work();
        } finally {
          running -= 1;
        }
      }),
    );
    // Finished in reverse order of their start, each once it has started.
    for (const index of [1, 0, 3, 2, 5, 4, 7, 6]) {
      const piece = held[index];
      if (!piece) throw new Error(`no piece ${index}`);
      await piece.started;
      piece.finish();
    }

    expect(await Promise.all(results)).toEqual(names);
    expect(mostAtOnce).toBe(2);
    expect(log.filter((line) => line.startsWith('start'))).toEqual(names.map((name) => `start ${name}`));
  });

  it('when as many wait as may wait, then the next is refused at once and its work never runs', async () => {
    const limit = limitOfTwo(1);
    const log: string[] = [];
    const held = ['first', 'second', 'waiting'].map((name) => heldWork(log, name));
    const results = held.map((piece) => limit.run(piece.work));
    let refusedWorkRan = false;

    await expect(
      limit.run(() => {
        refusedWorkRan = true;
        return Promise.resolve('refused');
      }),
    ).rejects.toThrow(QueueFull);
    expect(refusedWorkRan).toBe(false);
    expect([limit.running, limit.waiting]).toEqual([2, 1]);

    for (const piece of held) {
      await piece.started;
      piece.finish();
    }
    expect(await Promise.all(results)).toEqual(['first', 'second', 'waiting']);
  });

  it('when a piece of work fails, then its caller gets the failure and the next one in line gets its turn', async () => {
    const limit = createConcurrencyLimit({ atOnce: 1 });
    const log: string[] = [];
    const [failing, next] = ['failing', 'next'].map((name) => heldWork(log, name));
    if (!failing || !next) throw new Error('two pieces of work');

    const failed = limit.run(failing.work);
    const succeeded = limit.run(next.work);
    failing.fail(new Error('broken pixels'));
    await expect(failed).rejects.toThrow('broken pixels');
    await next.started;
    next.finish();
    expect(await succeeded).toBe('next');
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });
  it('when a piece of work takes both turns, then it starts once both are free, runs alone, and those after it wait behind it', async () => {
    const limit = limitOfTwo();
    const log: string[] = [];
    const [light, heavy, after] = ['light', 'heavy', 'after'].map((name) => heldWork(log, name));
    if (!light || !heavy || !after) throw new Error('three pieces of work');

    const results = [limit.run(light.work), limit.run(heavy.work, 2), limit.run(after.work)];
    // One turn is free, but the heavy piece needs two, and the next in line may not pass it.
    expect(log).toEqual(['start light']);
    expect([limit.running, limit.waiting]).toEqual([1, 2]);

    light.finish();
    await heavy.started;
    expect(log).toEqual(['start light', 'end light', 'start heavy']);
    expect([limit.running, limit.waiting]).toEqual([1, 1]);

    heavy.finish();
    await after.started;
    after.finish();
    expect(await Promise.all(results)).toEqual(['light', 'heavy', 'after']);
    expect(log).toEqual(['start light', 'end light', 'start heavy', 'end heavy', 'start after', 'end after']);
  });

  it('when two pieces of one turn wait behind one of two, then both start together once it ends', async () => {
    const limit = limitOfTwo();
    const log: string[] = [];
    const [heavy, first, second] = ['heavy', 'first', 'second'].map((name) => heldWork(log, name));
    if (!heavy || !first || !second) throw new Error('three pieces of work');

    const results = [limit.run(heavy.work, 2), limit.run(first.work), limit.run(second.work)];
    expect([limit.running, limit.waiting]).toEqual([1, 2]);
    heavy.finish();
    await Promise.all([first.started, second.started]);
    expect([limit.running, limit.waiting]).toEqual([2, 0]);
    first.finish();
    second.finish();
    expect(await Promise.all(results)).toEqual(['heavy', 'first', 'second']);
  });

  it('when a piece of work asks for more turns than there are, then it runs alone rather than never', async () => {
    const limit = limitOfTwo();
    const log: string[] = [];
    const [huge] = ['huge'].map((name) => heldWork(log, name));
    if (!huge) throw new Error('one piece of work');
    const result = limit.run(huge.work, 5);
    expect(log).toEqual(['start huge']);
    await expect(limit.run(() => Promise.resolve('none'), 0)).rejects.toThrow(RangeError);
    huge.finish();
    expect(await result).toBe('huge');
  });
});
