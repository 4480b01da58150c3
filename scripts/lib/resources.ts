/**
 * Ordered teardown (last acquired, first released) that can be triggered from both the normal
 * `finally` path and a CTRL-C handler without releasing anything twice.
 */
export class Resources {
  readonly #releases: { label: string; release: () => Promise<void> }[] = [];
  #disposing: Promise<void> | undefined;

  add(label: string, release: () => Promise<void>): void {
    this.#releases.push({ label, release });
  }

  dispose(): Promise<void> {
    this.#disposing ??= this.#releaseAll();
    return this.#disposing;
  }

  async #releaseAll(): Promise<void> {
    for (let item = this.#releases.pop(); item; item = this.#releases.pop()) {
      try {
        await item.release();
      } catch (error) {
        // Keep going: one failed step (say, a DB drop) must not leave the server process running.
        console.error(
          `cleanup: ${item.label} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
