/**
 * The sitemap's own cache: what it built is kept while the catalogue's version (moved by the
 * database on every product added, deleted, published or re-dated: docs/catalogue.md) stays the
 * same, and at most `maxAgeMs`, which bounds how late an edit's new `lastmod` shows. Checking costs
 * one single-row read, so a crawler's repeated hits never walk the catalogue again. The
 * catalogue's read cache does not fit: it keeps answers 2 s and every order clears it, so nearly
 * every crawl would rebuild a 6 MB file.
 */
export interface VersionedCache {
  get<T>(key: string, build: () => Promise<T>): Promise<T>;
}

export function createVersionedCache(
  readVersion: () => Promise<number>,
  options: { maxAgeMs: number; now?: () => number },
): VersionedCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { version: number; builtAt: number; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, build: () => Promise<T>): Promise<T> {
      // Read before building: what is built is then at least as new as the version it is kept under.
      const version = await readVersion();
      const hit = entries.get(key);
      if (hit && hit.version === version && now() - hit.builtAt < options.maxAgeMs)
        return hit.value as Promise<T>;
      const value = build();
      const entry = { version, builtAt: now(), value };
      entries.set(key, entry);
      // A failure (a file that does not exist, a lost connection) is never kept.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
