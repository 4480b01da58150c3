import { readFileSync } from 'node:fs';

const SAMPLE_MS = 250;

export interface RssSampler {
  /** Highest resident set size seen so far in bytes, or undefined when /proc is unavailable. */
  peak(): number | undefined;
  /** Counts a reading taken elsewhere, so the peak is never below a figure reported beside it. */
  include(rss: number | undefined): void;
  stop(): void;
}

/** Resident set size of a process in bytes, read from Linux procfs. */
export function readRss(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    // The process has exited or this is not Linux: report no sample rather than failing the run.
    return undefined;
  }
}

/**
 * Polls procfs rather than asking the child to report, so the measurement needs no cooperation
 * from the server and works while it is saturated.
 */
export function sampleRss(pid: number): RssSampler {
  let peak: number | undefined;
  const include = (rss: number | undefined): void => {
    if (rss !== undefined && (peak === undefined || rss > peak)) peak = rss;
  };
  const take = (): void => include(readRss(pid));
  take();
  const timer = setInterval(take, SAMPLE_MS);
  // Never keep the bench process alive just for sampling.
  timer.unref();
  return {
    peak: () => peak,
    include,
    stop: () => clearInterval(timer),
  };
}
