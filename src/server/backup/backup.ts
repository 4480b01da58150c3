import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { makeDataDirPrivate } from '../data-dir.ts';
import { openPglite } from '../db/index.ts';
import { decodeBackup, encodeBackup, readUploads, writeUploads } from './archive.ts';
import { backupSocketPath } from './backup-socket.ts';

export class BackupError extends Error {}

/** The running server's copy, or undefined when no server answers on the socket. */
function askRunningServer(dataDir: string): Promise<Buffer | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/backup' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolve(body);
        else
          reject(new BackupError(`the running server could not make the backup: ${body.toString('utf8')}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file left by a server that stopped: nobody is running.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
  });
}

/** The embedded database opened here, when no server holds it. */
async function copyStoppedShop(dataDir: string): Promise<Buffer> {
  if (!existsSync(path.join(dataDir, 'pglite'))) {
    throw new BackupError(`there is no embedded database in ${dataDir}`);
  }
  const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const dumped = await database.dump?.();
    if (!dumped) throw new BackupError('the embedded database could not be dumped');
    return encodeBackup({
      database: Buffer.from(await dumped.arrayBuffer()),
      uploads: await readUploads(path.join(dataDir, 'uploads')),
    });
  } finally {
    await database.close();
  }
}

/** Writes a backup of the shop in `dataDir` to `file`; says whether a running server made it. */
export async function backUp(
  dataDir: string,
  file: string,
): Promise<{ from: 'running server' | 'stopped shop' }> {
  const fromServer = await askRunningServer(dataDir);
  const body = fromServer ?? (await copyStoppedShop(dataDir));
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  // The copy holds password hashes: readable by its owner only.
  await writeFile(file, body, { mode: 0o600, flag: 'wx' });
  return { from: fromServer ? 'running server' : 'stopped shop' };
}

/** Brings a backup back into an empty (or missing) `dataDir`. */
export async function restore(file: Buffer, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  }
  const contents = decodeBackup(file);
  await makeDataDirPrivate(dataDir);
  const database = await openPglite({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([new Uint8Array(contents.database)]),
  });
  await database.close();
  await writeUploads(path.join(dataDir, 'uploads'), contents.uploads);
  await makeDataDirPrivate(dataDir);
}
