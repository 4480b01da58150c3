import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './percentiles.ts';

describe('percentiles', () => {
  it('when there are a hundred values, then the nearest rank is the value at that rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
  });

  it('when there are few values, then a percentile rounds up to a measured value, never interpolates', () => {
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 90)).toBe(30);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([7], 99)).toBe(7);
  });

  it('when the percentile is outside (0, 100] or there are no values, then it refuses', () => {
    expect(() => percentile([1, 2], 0)).toThrow(/percentile/);
    expect(() => percentile([1, 2], 101)).toThrow(/percentile/);
    expect(() => percentile([], 50)).toThrow(/no values/);
  });

  it('when latencies are summarised, then they are sorted first and the slowest is the max', () => {
    const latencies = [5, 1, 4, 2, 3, 9, 8, 7, 6, 10];
    expect(summarise(latencies)).toEqual({ count: 10, p50: 5, p90: 9, p99: 10, max: 10 });
    expect(latencies[0]).toBe(5);
  });

  it('when nothing was measured, then there is no summary', () => {
    expect(summarise([])).toBeUndefined();
  });
});
