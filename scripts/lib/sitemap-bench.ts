/**
 * The sitemap mode: a crawler reading `/sitemap.xml` and the first two products files (full files
 * at 100 000 products). The first request of each is timed on its own: it builds the
 * file from the database, as the first crawl after a catalogue change does. The repeated ones are
 * what the sitemap's own cache answers while the catalogue's version holds (docs/findability.md);
 * `CATALOGUE_CACHE_MS=0` keeps the catalogue's read cache out of it. The repeated requests accept
 * gzip, as crawlers do, and get the copy compressed when the file was built. Reports p50/p90/p99
 * per file and the bytes sent, plain and gzipped.
 */
import { createHttpClient, type HttpClient } from './http-client.ts';
import {
  countAll,
  countOk,
  describeFailures,
  LOAD_HEADERS,
  loadCells,
  Recorder,
  runClients,
} from './load-loop.ts';
import { assertAlive, type ServerProcess } from './server-process.ts';
import { formatMs, formatTable, type Align } from './table.ts';

export const SITEMAP_P90_TARGET_MS = 200;
export const SITEMAP_PATHS = [
  '/sitemap.xml',
  '/sitemaps/products-1.xml',
  '/sitemaps/products-2.xml',
] as const;

export interface SitemapOptions {
  clients: number;
  durationSeconds: number;
  warmupSeconds: number;
  generatedProducts: number;
  log: (message: string) => void;
}

interface Measured {
  path: string;
  recorder: Recorder;
  elapsedMs: number;
  /** How many `<loc>` the answer held, and its size: what was measured, not assumed. */
  urls: number;
  bytes: number;
  /** The same answer's size as sent to a client that accepts gzip. */
  sentBytes: number;
  /** The first request: the file built from the database. */
  coldMs: number;
}

/** What a crawler sends (Googlebot and Bingbot both take gzip). */
const CRAWLER_HEADERS = { accept: 'application/xml', 'accept-encoding': 'gzip' };

async function walk(http: HttpClient, path: string, clients: number, seconds: number) {
  const recorder = new Recorder();
  const elapsedMs = await runClients(clients, seconds * 1000, async () => {
    await recorder.time(path, () => http.request('GET', path, { headers: CRAWLER_HEADERS }));
  });
  return { recorder, elapsedMs };
}

export async function runSitemapBench(server: ServerProcess, options: SitemapOptions): Promise<Measured[]> {
  const http = createHttpClient(server.baseUrl, options.clients);
  try {
    const measured: Measured[] = [];
    for (const path of SITEMAP_PATHS) {
      const started = performance.now();
      const probe = await http.request('GET', path);
      const coldMs = performance.now() - started;
      if (probe.status !== 200) options.log(`${path} answered ${probe.status}`);
      const sentBytes = (await http.request('GET', path, { headers: CRAWLER_HEADERS })).bytes;
      options.log(`${path}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
      await walk(http, path, options.clients, options.warmupSeconds);
      const { recorder, elapsedMs } = await walk(http, path, options.clients, options.durationSeconds);
      const urls = probe.body.split('<loc>').length - 1;
      measured.push({ path, recorder, elapsedMs, urls, bytes: probe.bytes, sentBytes, coldMs });
      assertAlive(server);
    }
    return measured;
  } finally {
    http.close();
  }
}

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

function row({ path, recorder, elapsedMs, urls, bytes, sentBytes, coldMs }: Measured): string[] {
  const result = recorder.result(path);
  const failed = countAll(result.statuses) - countOk(result.statuses);
  const p90 = result.latency?.p90;
  const worst = Math.max(coldMs, p90 ?? 0);
  const verdict =
    failed > 0
      ? 'MISS (errors)'
      : p90 === undefined
        ? '-'
        : worst <= SITEMAP_P90_TARGET_MS
          ? 'ok'
          : `MISS (> ${SITEMAP_P90_TARGET_MS} ms)`;
  return [
    path,
    String(urls),
    mebibytes(bytes),
    mebibytes(sentBytes),
    formatMs(coldMs),
    ...loadCells(result, elapsedMs),
    describeFailures(result),
    verdict,
  ];
}

export function printSitemapReport(
  title: string,
  measured: readonly Measured[],
  options: SitemapOptions,
): void {
  const headers = ['file', 'URLs', 'size', 'gzipped', 'built ms', ...LOAD_HEADERS, 'failed', 'target'];
  const align: Align[] = ['left', ...Array<Align>(LOAD_HEADERS.length + 5).fill('right'), 'left', 'left'];
  console.log(
    `\n== ${title}: built once, then repeated; ${options.generatedProducts} generated products + demo, ` +
      `${options.clients} client(s), ${options.durationSeconds} s per file ==\n`,
  );
  console.log(formatTable(headers, measured.map(row), align));
  console.log(
    `built ms: the first request, built from the database; target: it and every file's p90 <= ` +
      `${SITEMAP_P90_TARGET_MS} ms with no failures`,
  );
}
