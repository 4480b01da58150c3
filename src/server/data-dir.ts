import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Group and others get nothing: the embedded database (its WAL holds password hashes), the secret, the uploads. */
const GROUP_AND_OTHERS = 0o077;

/** Drops group and other permissions; the owner's are kept as they are. */
async function tighten(target: string): Promise<void> {
  const { mode } = await lstat(target);
  if ((mode & GROUP_AND_OTHERS) !== 0) await chmod(target, mode & 0o700);
}

/** Every directory and file under `root` made owner-only. Symbolic links are not followed. */
async function tightenTree(root: string): Promise<void> {
  await tighten(root);
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const target = path.join(root, entry.name);
    if (entry.isDirectory()) await tightenTree(target);
    else if (entry.isFile()) await tighten(target);
  }
}

/**
 * Makes `dataDir` private to the user running the shop: everything this process creates from now on
 * is owner-only (the umask covers files the database engine makes later, like new WAL segments),
 * and whatever an older version left readable by others is tightened.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  process.umask(GROUP_AND_OTHERS);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await tightenTree(dataDir);
}
