/**
 * Calls `run` every `intervalMs` without keeping the process alive. A run still going when the
 * next tick comes is left to finish: the ticks never pile up. Returns the function that stops it
 * and waits for a run in progress, to be called before the database closes (an `onClose` hook).
 * `run` handles its own errors.
 */
export function runEvery(intervalMs: number, run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= run().finally(() => {
      running = undefined;
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
