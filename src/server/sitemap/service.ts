import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../errors.ts';
import * as repo from './repo.ts';
import { robotsTxt } from './robots.ts';
import { createVersionedCache } from './versioned-cache.ts';
import { escapeXml, sitemapIndex, urlset, urlsetOf, w3cDatetime, type SitemapEntry } from './sitemap-xml.ts';

/** The protocol's limit of URLs in one sitemap file (https://www.sitemaps.org/protocol.html). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * URLs per products file: a fifth of the protocol's limit. A crawler arriving first after a
 * catalogue change waits while its file is built (read, written and gzipped), and a 50 000-URL
 * file took 0.5–0.8 s to build at 100 000 products; the same bytes in files a fifth the size build
 * in a fifth of the time each (docs/performance/sitemap.md).
 */
const SITEMAP_URLS_PER_FILE = 10_000;

/**
 * How long a built document is kept while the catalogue's version holds: an edited product's new
 * `lastmod` shows within it. A quarter of the hour crawlers and shared caches may keep the answer.
 */
export const SITEMAP_DOCUMENT_MAX_AGE_MS = 15 * 60_000;

/** The public pages worth a search result of their own, beside products and categories. */
const INDEXED_PAGES = ['/'];

/** Below this a document is sent as it is: compressing would save less than a packet. */
const GZIP_MIN_BYTES = 1024;

/** One form of a document as sent: its bytes and a strong validator, so a crawler can revalidate for free. */
export interface SitemapRepresentation {
  body: string | Buffer;
  etag: string;
}

/**
 * A document as sent, plain and, when large, gzipped once when it is built: a products file is
 * 6 MiB of text, about a sixth of that gzipped, and compressing it per request would cost more than
 * the kept document saves. Each form has its own ETag, as RFC 9110 asks of representations.
 */
export interface SitemapDocument extends SitemapRepresentation {
  body: string;
  gzipped?: SitemapRepresentation;
}

const gzipAsync = promisify(gzip);

const hashOf = (body: string) => createHash('sha1').update(body).digest('base64url');

function plainDocument(body: string): SitemapDocument {
  return { body, etag: `"${hashOf(body)}"` };
}

async function document(body: string): Promise<SitemapDocument> {
  const plain = plainDocument(body);
  if (Buffer.byteLength(body) < GZIP_MIN_BYTES) return plain;
  const gzipped = await gzipAsync(body, { level: 6 });
  return { ...plain, gzipped: { body: gzipped, etag: `"${hashOf(body)}-gzip"` } };
}

const PRODUCTS_FILE = /^products-([1-9]\d{0,5})\.xml$/;

/**
 * The address of a category's list exactly as the storefront links it (categories-menu.tsx, whose
 * router writes a value that would read as JSON, such as `123` or `true`, in JSON quotes), so the
 * sitemap names the URL crawlers find on the pages.
 */
export function categoryPath(name: string): string {
  let value = name;
  if (/^(?:\s|["[{\d-]|fa|nu|tr)/.test(name)) {
    try {
      JSON.parse(name);
      value = JSON.stringify(name);
    } catch {
      // Not JSON: the router writes it as it is.
    }
  }
  return `/?${new URLSearchParams({ category: value }).toString()}`;
}

/**
 * The sitemap index, its files and robots.txt (docs/findability.md). Every document is kept while
 * the catalogue's version holds (versioned-cache.ts), so repeated hits cost one single-row read.
 */
export function createSitemapService(
  db: Db,
  options: { origin: string; urlsPerFile?: number; maxAgeMs?: number },
) {
  const { origin } = options;
  const cache = createVersionedCache(() => repo.readCatalogueVersion(db), {
    maxAgeMs: options.maxAgeMs ?? SITEMAP_DOCUMENT_MAX_AGE_MS,
  });
  const perFile = Math.min(options.urlsPerFile ?? SITEMAP_URLS_PER_FILE, SITEMAP_MAX_URLS);
  const url = (path: string) => `${origin}${path}`;

  const chunks = () => cache.get(`sitemap:chunks:${perFile}`, () => repo.productChunks(db, perFile));
  const anchors = () => cache.get(`sitemap:anchors:${perFile}`, () => repo.productAnchors(db, perFile));
  const categories = () => cache.get('sitemap:categories', () => repo.categories(db));

  /** The newest change of any listed product: when the shop's pages last changed. */
  function newestChange(all: readonly repo.ProductChunk[]): string {
    const newest = all.reduce((latest, chunk) => (chunk.lastmod > latest ? chunk.lastmod : latest), '');
    // An empty shop has changed no product: its pages are as new as this answer.
    return newest || w3cDatetime(new Date());
  }

  async function productsFile(number: number): Promise<SitemapDocument> {
    const chunk = (await anchors())[number - 1];
    if (!chunk) throw new NotFoundError(`Not found: /sitemaps/products-${number}.xml`);
    return document(
      urlsetOf(await repo.productEntries(db, chunk.from, chunk.count, escapeXml(url('/product/')))),
    );
  }

  async function categoriesFile(): Promise<SitemapDocument> {
    const rows = await categories();
    if (rows.length === 0) throw new NotFoundError('Not found: /sitemaps/categories.xml');
    return document(urlset(rows.map((row) => ({ loc: url(categoryPath(row.name)), lastmod: row.lastmod }))));
  }

  async function pagesFile(): Promise<SitemapDocument> {
    const lastmod = newestChange(await chunks());
    return document(urlset(INDEXED_PAGES.map((path) => ({ loc: url(path), lastmod }))));
  }

  async function index(): Promise<SitemapDocument> {
    const [all, categoryRows] = await Promise.all([chunks(), categories()]);
    const files: SitemapEntry[] = all.map((chunk, at) => ({
      loc: url(`/sitemaps/products-${at + 1}.xml`),
      lastmod: chunk.lastmod,
    }));
    const newestCategory = categoryRows.reduce(
      (latest, row) => (row.lastmod > latest ? row.lastmod : latest),
      '',
    );
    if (newestCategory) files.push({ loc: url('/sitemaps/categories.xml'), lastmod: newestCategory });
    files.push({ loc: url('/sitemaps/pages.xml'), lastmod: newestChange(all) });
    return document(sitemapIndex(files));
  }

  const robots = plainDocument(robotsTxt(url('/sitemap.xml')));

  return {
    index: () => cache.get('sitemap:index', index),

    /** One file of the index by its name; any other name is not found. */
    file(name: string): Promise<SitemapDocument> {
      if (name === 'categories.xml') return cache.get('sitemap:categories.xml', categoriesFile);
      if (name === 'pages.xml') return cache.get('sitemap:pages.xml', pagesFile);
      const number = PRODUCTS_FILE.exec(name)?.[1];
      if (number === undefined) return Promise.reject(new NotFoundError(`Not found: /sitemaps/${name}`));
      return cache.get(`sitemap:products-${number}`, () => productsFile(Number(number)));
    },

    robots: () => robots,
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
