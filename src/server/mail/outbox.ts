import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A message the shop would have sent, as the outbox keeps it (one JSON file per message). */
export interface OutboxEntry {
  id: string;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

const FILE_PATTERN = /^\d{8}T\d{9}Z-[0-9a-f-]{36}\.json$/;

/** `20261123T164720123Z`: sorts like the time it names, and is safe in any file system. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/**
 * The embedded demo's mail: a folder under DATA_DIR, private like the rest of it (700/600), read
 * back by the admin outbox screen. Files are named by time, so the newest sort last.
 */
export function createOutbox(dir: string) {
  async function names(): Promise<string[]> {
    try {
      return (await readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  return {
    dir,

    async write(entry: OutboxEntry): Promise<void> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // `wx`: a message delivered twice (a lease ran out mid-write) keeps its first copy.
      const file = path.join(dir, `${stamp(new Date(entry.createdAt))}-${entry.id}.json`);
      try {
        await writeFile(file, JSON.stringify(entry, null, 2), { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    },

    /** Deletes the messages written before `before` (the names sort by time); returns how many. */
    async deleteBefore(before: Date): Promise<number> {
      const cutoff = stamp(before);
      const old = (await names()).filter((name) => name < cutoff);
      await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
      return old.length;
    },

    /** One page of messages, newest first. */
    async page(pageNumber: number, pageSize: number): Promise<{ entries: OutboxEntry[]; pages: number }> {
      const all = (await names()).reverse();
      const chosen = all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      const entries = await Promise.all(
        chosen.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
      );
      return { entries, pages: Math.max(1, Math.ceil(all.length / pageSize)) };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
