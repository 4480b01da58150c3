import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { encodeBackup, readUploads } from './archive.ts';

/** Where a running embedded shop answers backup requests: inside DATA_DIR, so owner-only. */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * PGlite allows one process, so `npm run db:backup` asks the running server for the copy over a
 * Unix socket in DATA_DIR (docs/running.md). Nothing listens on the network: only the user who owns
 * DATA_DIR (700) can reach the socket.
 */
export async function serveBackups(dataDir: string, dump: () => Promise<Blob>): Promise<() => Promise<void>> {
  const socket = backupSocketPath(dataDir);
  // A socket left by a server that did not stop cleanly would block listening.
  await rm(socket, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    void (async () => {
      try {
        const database = Buffer.from(await (await dump()).arrayBuffer());
        const uploads = await readUploads(path.join(dataDir, 'uploads'));
        const body = encodeBackup({ database, uploads });
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': body.length });
        response.end(body);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : 'backup failed');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  // Like every file in DATA_DIR: the owner's alone (read and write are what connecting needs).
  await chmod(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}
