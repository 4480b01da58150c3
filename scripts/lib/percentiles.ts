/** Latency summaries for the bench's own load loops (the cached mode's come from autocannon). */

export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentile of ascending `sorted` values: the smallest value with at least `p` %
 * of the values at or below it. Always a value that was measured, never an interpolation.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('no values to take a percentile of');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile must be in (0, 100], got ${p}`);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1] as number;
}

/** Undefined when nothing was measured, so a table can say so instead of printing zeros. */
export function summarise(values: readonly number[]): LatencySummary | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] as number,
  };
}
