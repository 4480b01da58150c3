/**
 * A small read-through cache for public catalogue reads. Entries live `ttlMs` at most. The
 * instance that made a change clears its own copy at once; on PostgreSQL every other instance
 * clears its copy when the change's notice arrives (src/server/cluster/catalogue-listener.ts), so
 * `ttlMs` bounds staleness only while that listener is down. A load in flight when the cache is
 * cleared is not kept. Concurrent misses for one key share a single load.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReadCache(options: { ttlMs: number; maxEntries: number }): ReadCache {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const value = load();
      // Re-inserting keeps the Map in least-recently-loaded order for eviction.
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + options.ttlMs });
      // A failure is never remembered: the next request tries the database again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
