/**
 * The cache-off mode: every catalogue read a shopper makes, against a large generated catalogue
 * with `CATALOGUE_CACHE_MS=0`, by a few concurrent clients. Reports p50/p90/p99 per kind of read
 * and flags every kind whose p90 is above the budget.
 */
import { brands } from './catalogue-brands.ts';
import { categories, generateCatalogue } from './catalogue-generator.ts';
import { catalogueReads, searchPath, type CatalogueShape, type ReadKind } from './catalogue-reads.ts';
import { createHttpClient, type HttpClient } from './http-client.ts';
import { field, parseJson } from './json-fields.ts';
import {
  countAll,
  countOk,
  describeFailures,
  LOAD_HEADERS,
  loadCells,
  Recorder,
  runClients,
} from './load-loop.ts';
import { allKeywords, searchKeywords, type KeywordSets } from './search-keywords.ts';
import { assertAlive, type ServerProcess } from './server-process.ts';
import { formatTable, type Align } from './table.ts';

export const UNCACHED_P90_TARGET_MS = 50;
/** Keywords' model codes come from the start of the generated catalogue, which is always seeded. */
const KEYWORD_SAMPLE = 2_000;

export interface UncachedOptions {
  clients: number;
  durationSeconds: number;
  warmupSeconds: number;
  generatedProducts: number;
  log: (message: string) => void;
}

interface Measured {
  kind: ReadKind;
  /** Undefined for a kind this server does not offer. */
  recorder: Recorder | undefined;
  elapsedMs: number;
}

/** The page count of a list answer; 1 when the answer has none (an error, an older shape). */
function pagesOf(body: unknown): number {
  const pages = Number(field(body, 'pages'));
  return Number.isInteger(pages) && pages > 0 ? pages : 1;
}

async function getJson(http: HttpClient, path: string): Promise<{ status: number; body: unknown }> {
  const response = await http.request('GET', path);
  return { status: response.status, body: parseJson(response.body) };
}

/**
 * Why an optional read cannot be measured on this server, or undefined when it answered with the
 * field it promises. An older checkout answers 404 (no route) or 400 (`suggest` taken for an id,
 * filters refused as unknown parameters): that is reported, never a crash.
 */
function unavailableUnless(
  answer: { status: number; body: unknown },
  name: string,
  present: (value: unknown) => boolean,
): string | undefined {
  if (answer.status !== 200) return `answered ${answer.status}`;
  return present(field(answer.body, name)) ? undefined : `no "${name}" in the answer`;
}

/**
 * One request per keyword before measuring: learns the page counts the deep-page and list kinds
 * need, which optional reads the server offers, and which keywords find nothing on this server.
 */
async function probeCatalogue(
  http: HttpClient,
  keywords: KeywordSets,
): Promise<{ shape: CatalogueShape; foundNothing: string[] }> {
  const list = await getJson(http, '/api/products');
  if (list.status !== 200) throw new Error(`GET /api/products answered ${list.status}`);
  const commonKeywordPages = new Map<string, number>();
  const foundNothing: string[] = [];
  for (const keyword of allKeywords(keywords)) {
    const { status, body } = await getJson(http, searchPath(keyword));
    const products = field(body, 'products');
    if (status !== 200 || !Array.isArray(products) || products.length === 0) foundNothing.push(keyword);
    if (keywords.common.includes(keyword)) commonKeywordPages.set(keyword, pagesOf(body));
  }
  const suggest = await getJson(http, '/api/products/suggest?q=sam');
  const filtered = await getJson(
    http,
    `/api/products?category=${encodeURIComponent(categories[0] ?? '')}&sort=price-asc`,
  );
  const specFiltered = await getJson(
    http,
    `/api/products?category=${encodeURIComponent(categories[0] ?? '')}&spec=Storage:256`,
  );
  return {
    shape: {
      specsUnavailable: unavailableUnless(
        specFiltered,
        'facets',
        (value) => field(value, 'specs') !== undefined,
      ),
      listPages: pagesOf(list.body),
      commonKeywordPages,
      suggestUnavailable: unavailableUnless(suggest, 'categories', Array.isArray),
      facetsUnavailable: unavailableUnless(filtered, 'facets', (value) => value !== undefined),
    },
    foundNothing,
  };
}

async function walk(http: HttpClient, kind: ReadKind, clients: number, seconds: number): Promise<Measured> {
  const recorder = new Recorder();
  let next = 0;
  const elapsedMs = await runClients(clients, seconds * 1000, async () => {
    const path = kind.paths[next++ % kind.paths.length] ?? '/';
    await recorder.time(kind.label, () => http.request('GET', path));
  });
  return { kind, recorder, elapsedMs };
}

function verdict(p90: number | undefined, failed: number): string {
  if (failed > 0) return 'MISS (errors)';
  if (p90 === undefined) return '-';
  return p90 <= UNCACHED_P90_TARGET_MS ? 'ok' : `MISS (p90 > ${UNCACHED_P90_TARGET_MS} ms)`;
}

function row({ kind, recorder, elapsedMs }: Measured): string[] {
  if (!recorder) {
    const blanks = Array<string>(LOAD_HEADERS.length + 1).fill('-');
    return [kind.label, String(kind.paths.length), ...blanks, `unavailable (${kind.unavailable ?? '?'})`];
  }
  const result = recorder.result(kind.label);
  const failed = countAll(result.statuses) - countOk(result.statuses);
  return [
    kind.label,
    String(kind.paths.length),
    ...loadCells(result, elapsedMs),
    describeFailures(result),
    verdict(result.latency?.p90, failed),
  ];
}

export async function runUncachedBench(
  server: ServerProcess,
  productIds: readonly string[],
  options: UncachedOptions,
) {
  const http = createHttpClient(server.baseUrl, options.clients);
  try {
    const keywords = searchKeywords([...generateCatalogue({ count: KEYWORD_SAMPLE, now: new Date() })]);
    options.log('probing the catalogue (one request per keyword)');
    const { shape, foundNothing } = await probeCatalogue(http, keywords);
    const vocabulary = { categories, brands: brands.map((brand) => brand.name) };
    const measured: Measured[] = [];
    for (const kind of catalogueReads(keywords, shape, productIds, vocabulary)) {
      if (kind.unavailable !== undefined) {
        options.log(`${kind.label}: unavailable on this server (${kind.unavailable})`);
        measured.push({ kind, recorder: undefined, elapsedMs: 0 });
        continue;
      }
      options.log(`${kind.label}: ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s`);
      await walk(http, kind, options.clients, options.warmupSeconds);
      measured.push(await walk(http, kind, options.clients, options.durationSeconds));
      assertAlive(server);
    }
    return { measured, shape, keywords, foundNothing };
  } finally {
    http.close();
  }
}

export type UncachedReport = Awaited<ReturnType<typeof runUncachedBench>>;

export function printUncachedReport(title: string, report: UncachedReport, options: UncachedOptions): void {
  const headers = ['read', 'URLs', ...LOAD_HEADERS, 'failed', 'target'];
  const align: Align[] = ['left', ...Array<Align>(LOAD_HEADERS.length + 1).fill('right'), 'left', 'left'];
  console.log(
    `\n== ${title}: cache off, ${options.generatedProducts} generated products + demo, ` +
      `${options.clients} clients, ${options.durationSeconds} s per read ==\n`,
  );
  console.log(formatTable(headers, report.measured.map(row), align));
  const { keywords } = report;
  console.log(
    `\nkeywords (${allKeywords(keywords).length}): common ${keywords.common.join(', ')}; ` +
      `brands ${keywords.brands.join(', ')}; rare ${keywords.rare.join(', ')}; ` +
      `several words ${keywords.multiWord.join(', ')}; typos ${keywords.typos.join(', ')}`,
  );
  console.log(
    report.foundNothing.length === 0
      ? 'every keyword found at least one product'
      : `found nothing on this server: ${report.foundNothing.join(', ')}`,
  );
  for (const { kind } of report.measured.filter((measured) => !measured.recorder)) {
    console.log(`${kind.label}: unavailable on this server (${kind.unavailable ?? '?'}), not measured`);
  }
  console.log(
    `target: every read p90 <= ${UNCACHED_P90_TARGET_MS} ms with no failures ` +
      '("failed" counts non-2xx answers and requests without an answer)',
  );
}
