import { describe, expect, it } from 'vitest';
import { createRandom } from './prng.ts';

const draw = (seed: string, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seeded random numbers', () => {
  it('when two generators share a seed, then they give the same sequence; another seed gives another', () => {
    expect(draw('catalogue', 50)).toEqual(draw('catalogue', 50));
    expect(draw('catalogue', 50)).not.toEqual(draw('catalogue2', 50));
  });

  it('when whole numbers are drawn, then every value of the range comes up and none outside it', () => {
    const random = createRandom('ints');
    const seen = new Set(Array.from({ length: 2000 }, () => random.int(3, 7)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('when a list is shuffled, then it keeps every item and the original is untouched', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = createRandom('shuffle').shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('when a weighted pick is made, then heavier items come up proportionally more often', () => {
    const random = createRandom('weights');
    const picks = Array.from({ length: 10_000 }, () => random.weighted(['a', 'b'], [9, 1]));
    const share = picks.filter((pick) => pick === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
  });
});
