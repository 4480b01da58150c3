import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startJobs, type PeriodicJob } from './periodic-jobs.ts';

/** A job whose runs finish only when the test says so. */
function heldJob(name: string, everyMs: number) {
  const finishers: (() => void)[] = [];
  const job: PeriodicJob = {
    name,
    everyMs,
    run: vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve))),
  };
  return { job, finishNext: () => finishers.shift()?.() };
}

describe('the periodic jobs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a run outlasts its interval, then the ticks meanwhile are skipped, not queued', async () => {
    const { job, finishNext } = heldJob('slow', 1_000);
    const stop = startJobs([job], { error: vi.fn() });

    vi.advanceTimersByTime(5_000);
    expect(job.run).toHaveBeenCalledTimes(1);
    finishNext();
    await vi.waitFor(() => {
      vi.advanceTimersByTime(1_000);
      expect(job.run).toHaveBeenCalledTimes(2);
    });
    finishNext();
    await stop();
  });

  it('when a run fails, then the failure is logged with the job name and the next tick runs again', async () => {
    const error = vi.fn();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const stop = startJobs([{ name: 'sending mail', everyMs: 1_000, run }], { error });

    vi.advanceTimersByTime(1_000);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'sending mail', err: expect.any(Error) }),
      'sending mail failed',
    );
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
  });

  it('when stopped during a run, then stopping waits for that run and no tick comes after', async () => {
    const { job, finishNext } = heldJob('upkeep', 1_000);
    const other = { name: 'other', everyMs: 500, run: vi.fn(() => Promise.resolve()) };
    const stop = startJobs([job, other], { error: vi.fn() });
    vi.advanceTimersByTime(1_000);

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finishNext();
    await stopping;
    const otherRuns = other.run.mock.calls.length;

    vi.advanceTimersByTime(10_000);
    expect(job.run).toHaveBeenCalledTimes(1);
    expect(other.run.mock.calls.length).toBe(otherRuns);
    expect(otherRuns).toBeGreaterThan(0);
  });
});
