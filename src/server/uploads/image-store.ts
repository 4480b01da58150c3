import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { smallImagePath } from '../../contract/images.ts';
import { prepareImage } from './prepare-image.ts';

const PUBLIC_PREFIX = '/uploads/';

export interface ImageStore {
  /**
   * Checks an uploaded file (its path: the caller keeps and removes it), re-encodes it to WebP at
   * 800×600 and 400×300 under a new random name, and returns the public path of the large one.
   */
  save(uploadedFile: string): Promise<string>;
  /** Whether a product's `image` names a file this shop stores and serves. */
  exists(publicPath: string): Promise<boolean>;
}

/** Written under a temporary name and renamed: a reader never sees half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * The name under /uploads/ of an image path this shop could have stored (`/uploads/x.webp`,
 * `/uploads/demo/x.webp`, and their small variants), or undefined for anything else.
 */
export function storedImageName(publicPath: string): string | undefined {
  if (!publicPath.startsWith(PUBLIC_PREFIX) || smallImagePath(publicPath) === undefined) return undefined;
  const name = publicPath.slice(PUBLIC_PREFIX.length);
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..') ? name : undefined;
}

export const publicImagePath = (name: string) => `${PUBLIC_PREFIX}${name}`;

/** The embedded default: files in the data directory, served by @fastify/static. */
export function createImageStore(uploadsDir: string): ImageStore {
  const root = path.resolve(uploadsDir);

  function fileOf(publicPath: string): string | undefined {
    const name = storedImageName(publicPath);
    if (name === undefined) return undefined;
    const file = path.resolve(root, name);
    return file.startsWith(`${root}${path.sep}`) ? file : undefined;
  }

  return {
    async save(upload) {
      const prepared = await prepareImage(upload);
      await mkdir(root, { recursive: true });
      // The small file first: once the large one exists, a product may point at it.
      await writeAtomically(path.join(root, prepared.smallName), prepared.small);
      await writeAtomically(path.join(root, prepared.largeName), prepared.large);
      return publicImagePath(prepared.largeName);
    },

    async exists(publicPath) {
      const file = fileOf(publicPath);
      if (!file) return false;
      try {
        await access(file);
        return true;
      } catch {
        return false;
      }
    },
  };
}
