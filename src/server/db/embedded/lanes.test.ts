import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLanes, type Lane } from './lanes.ts';

/**
 * The lanes in front of PGlite (ADR 0120), with work that only records when it started and in
 * which turn of the event loop: PGlite itself is not needed to show the order.
 */
function recordingLanes(perTurn = { browsing: 3, other: 2 }) {
  const lanes = createLanes(perTurn);
  const started: { name: string; turn: number }[] = [];
  let turn = 0;
  let counting = true;
  const countTurns = async () => {
    while (counting) {
      await nextTurn();
      turn += 1;
    }
  };
  void countTurns();
  const run = (lane: Lane, name: string) =>
    lanes.track(lane, async () => {
      started.push({ name, turn });
    });
  return {
    lanes,
    started,
    run,
    stop: () => {
      counting = false;
    },
  };
}

/** The names started in each turn, turn by turn (turns with nothing started left out). */
function byTurn(started: readonly { name: string; turn: number }[]): string[][] {
  const turns = new Map<number, string[]>();
  for (const { name, turn } of started) turns.set(turn, [...(turns.get(turn) ?? []), name]);
  return [...turns.values()];
}

describe('the lanes in front of the embedded database', () => {
  it('when other work and catalogue reads wait together, then each turn starts the reads first and a few pieces of other work, each lane in order', async () => {
    const { run, started, stop } = recordingLanes();
    const others = Array.from({ length: 5 }, (_, index) => run('other', `other ${index}`));
    const reads = Array.from({ length: 4 }, (_, index) => run('browsing', `read ${index}`));
    await Promise.all([...others, ...reads]);
    stop();
    expect(byTurn(started)).toEqual([
      ['read 0', 'read 1', 'read 2', 'other 0', 'other 1'],
      ['read 3', 'other 2', 'other 3'],
      ['other 4'],
    ]);
  });

  it('when catalogue reads keep coming, then other work still starts in every turn', async () => {
    const { run, started, stop } = recordingLanes({ browsing: 1, other: 1 });
    const others = Array.from({ length: 3 }, (_, index) => run('other', `other ${index}`));
    // A crowd of readers, each asking again as soon as its read has started.
    const readers = Array.from({ length: 4 }, async (_, reader) => {
      for (let read = 0; read < 4; read += 1) await run('browsing', `read ${reader}.${read}`);
    });
    await Promise.all(others);
    const turnsOtherWorkStarted = started
      .filter(({ name }) => name.startsWith('other'))
      .map(({ turn }) => turn);
    await Promise.all(readers);
    stop();
    const firstReadTurn = started.find(({ name }) => name.startsWith('read'))?.turn ?? -1;
    // One a turn from the first turn on, one turn after another: never held back while reads
    // were waiting (and reads were waiting all along: 16 of them, one a turn).
    expect(turnsOtherWorkStarted).toEqual([0, 1, 2].map((step) => firstReadTurn + step));
  });

  it('when work has ended, failed or not, then nothing is counted in flight, and new work is started', async () => {
    const { lanes, run, stop } = recordingLanes();
    const failing = lanes.track('other', () => Promise.reject(new Error('refused')));
    expect(lanes.inFlight()).toBe(1);
    await expect(failing).rejects.toThrow('refused');
    await Promise.all([run('other', 'later'), run('browsing', 'later read')]);
    stop();
    expect(lanes.inFlight()).toBe(0);
  });
});
