import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { type Db, images } from '../db/index.ts';
import { publicImagePath, storedImageName, type ImageStore } from './image-store.ts';
import { prepareImage } from './prepare-image.ts';

export interface StoredImage {
  data: Buffer;
  createdAt: Date;
}

export interface DatabaseImageStore extends ImageStore {
  /** The image stored under this name (a path under /uploads/), or undefined. */
  read(name: string): Promise<StoredImage | undefined>;
  /**
   * Copies the images under `uploadsDir` that the database does not hold yet: the seeded demo
   * artwork, and uploads an instance kept on its own disk before it stored them here.
   */
  importFiles(uploadsDir: string): Promise<number>;
}

/** Only files the shop itself writes are imported; temporary and foreign files are left alone. */
const IMPORTABLE = /^[\w-]+\.webp$/;
const IMPORT_BATCH = 20;

async function webpFilesUnder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && IMPORTABLE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Images kept in PostgreSQL, so every instance on one database serves every image
 * (docs/running.md).
 */
export function createDatabaseImageStore(db: Db): DatabaseImageStore {
  return {
    async save(upload) {
      const prepared = await prepareImage(upload);
      // Both sizes in one statement: a product can never point at half an image.
      await db.insert(images).values([
        { name: prepared.smallName, data: prepared.small },
        { name: prepared.largeName, data: prepared.large },
      ]);
      return publicImagePath(prepared.largeName);
    },

    async exists(publicPath) {
      const name = storedImageName(publicPath);
      if (name === undefined) return false;
      const rows = await db.select({ name: images.name }).from(images).where(eq(images.name, name));
      return rows.length > 0;
    },

    async read(name) {
      const rows = await db
        .select({ data: images.data, createdAt: images.createdAt })
        .from(images)
        .where(eq(images.name, name));
      return rows[0];
    },

    async importFiles(uploadsDir) {
      const root = path.resolve(uploadsDir);
      const names = await webpFilesUnder(root);
      let imported = 0;
      for (let start = 0; start < names.length; start += IMPORT_BATCH) {
        const batch = names.slice(start, start + IMPORT_BATCH);
        const known = await db.select({ name: images.name }).from(images).where(inArray(images.name, batch));
        const missing = batch.filter((name) => !known.some((row) => row.name === name));
        if (missing.length === 0) continue;
        const rows = await Promise.all(
          missing.map(async (name) => ({ name, data: await readFile(path.join(root, name)) })),
        );
        // Another instance may import the same files at the same time: the first copy wins.
        await db.insert(images).values(rows).onConflictDoNothing();
        imported += rows.length;
      }
      return imported;
    },
  };
}
