import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the server does on a timer rather than in a request: settling payments and expiring holds,
 * sending mail, pruning, the embedded database's upkeep. The whole list, with the intervals, is
 * declared in one place (`src/server/background-jobs.ts`).
 */
export interface PeriodicJob {
  /** What the job does, in a few words: logged when a run fails. */
  name: string;
  everyMs: number;
  /** Throws to report a failure; the next turn comes all the same. */
  run: () => Promise<unknown>;
}

/** Stops every job started together, waiting for runs in progress: call it before the database closes. */
export type StopJobs = () => Promise<void>;

/**
 * Starts each job on its own timer, which never keeps the process alive. A run still going when
 * its next tick comes is left to finish and that tick is skipped, so runs never pile up on a
 * slow server. Several instances may run the same jobs: each job's work is written so that
 * running it twice at once only shares it (conditional updates, rows claimed with SKIP LOCKED).
 */
export function startJobs(jobs: readonly PeriodicJob[], log: Pick<FastifyBaseLogger, 'error'>): StopJobs {
  const running = new Map<PeriodicJob, Promise<void>>();
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (running.has(job)) return;
      const run = job
        .run()
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, job: job.name }, `${job.name} failed`),
        )
        .finally(() => running.delete(job));
      running.set(job, run);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach(clearInterval);
    await Promise.all(running.values());
  };
}
