/**
 * `npm run bench:import -- --server`: the import as production runs it, in a server process of its
 * own (the compiled build, `npm start`'s flags) on a throwaway PostgreSQL database seeded with the
 * demo, so the server's resident memory is sampled alone while a file is checked and imported
 * (docs/admin.md#catalogue-import-and-export). The bench only sends the file and reads the answer.
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './bench-db.ts';
import { freePort } from './free-port.ts';
import { sampleRss } from './rss-sampler.ts';
import { seedPostgres, startServer, waitUntilHealthy } from './server-process.ts';

const DEMO_ADMIN = { email: 'admin@example.com', password: 'easybuy-demo-2026' };
const mib = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

interface Answer {
  status: number;
  body: string;
}

/**
 * One request over node:http, which waits as long as the server takes: importing 100 000 new
 * products takes minutes, longer than fetch waits for an answer's headers.
 */
function send(url: string, init: { method: string; headers: Record<string, string>; body?: Buffer }) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * Checks and imports `file` (a CSV whose rows name `imageSlot` where the image goes) in a server
 * process of its own, printing each step's time and the server's RSS: when ready, and its peak
 * during each step.
 */
export async function runServerImportBench(
  adminDatabaseUrl: string,
  fileFor: (image: string) => Buffer,
): Promise<void> {
  const database = await createBenchDatabase(adminDatabaseUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'easy-buy-bench-import-server-'));
  const options = { cwd: process.cwd(), port: await freePort(), dataDir, databaseUrl: database.url };
  try {
    await seedPostgres(options);
    const server = await startServer(options);
    try {
      await waitUntilHealthy(server, 120_000);
      const ready = sampleRss(server.pid);
      console.log(`server RSS when ready: ${mib(ready.peak())}`);
      ready.stop();
      const login = await send(`${server.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(DEMO_ADMIN)),
      });
      const token = (JSON.parse(login.body) as { token: string }).token;
      const products = await send(`${server.baseUrl}/api/products`, { method: 'GET', headers: {} });
      const [demo] = (JSON.parse(products.body) as { products: { image: string }[] }).products;
      if (!demo) throw new Error('the demo catalogue is empty');
      const file = fileFor(demo.image);
      console.log(`file: ${mib(file.length)}; database: postgres; server pid ${server.pid}`);

      for (const [name, query] of [
        ['dry run', '?dryRun=true'],
        ['import', ''],
      ] as const) {
        const memory = sampleRss(server.pid);
        const started = performance.now();
        const answer = await send(`${server.baseUrl}/api/admin/products/import${query}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
          body: file,
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        memory.stop();
        const { message } = JSON.parse(answer.body) as { message: string };
        console.log(
          `${name}: ${answer.status} in ${seconds} s, server peak RSS ${mib(memory.peak())}: ${message}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
