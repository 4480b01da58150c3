import type { FastifyInstance } from 'fastify';
import {
  carouselProducts,
  FIRST_SCREEN_ELEMENT_ID,
  PRERENDERED_ATTRIBUTE,
  type FirstScreenEntry,
} from '../../contract/first-screen.ts';
import { IMAGE_SIZES, imageSrcSet } from '../../contract/images.ts';
import type { PaymentConfig } from '../../contract/orders.ts';
import type { Product, ProductList, ProductSummary } from '../../contract/products.ts';

type Wanted =
  | { kind: 'list'; keyword: string; pageNumber: number }
  | { kind: 'top' }
  | { kind: 'product'; id: string }
  | { kind: 'paymentConfig' };

const PAGE = /^\/page\/(\d{1,6})\/?$/;
const SEARCH = /^\/search\/([^/]+)(?:\/page\/(\d{1,6}))?\/?$/;
const PRODUCT = /^\/product\/([^/]+)\/?$/;
/**
 * Screens the server cannot draw (their content is in the browser) that wait for the ways to pay:
 * the Payment step shows nothing until it has them, and an order's page pays with them. Written
 * into the page, they cost those screens no round trip of their own (docs/performance.md).
 */
const PAYING_SCREEN = /^\/(payment|order\/[^/]+)\/?$/;
/**
 * Screens that need no data to be drawn (forms): the server draws them too, so their first paint
 * does not wait for the startup script and the screen's own chunk (docs/performance.md).
 */
const FORM_SCREEN = /^\/(login|register|forgot-password)\/?$/;

/** Whether the storefront's screen at `pathname` is drawn from no data at all. */
export const drawnWithoutData = (pathname: string) => FORM_SCREEN.test(pathname);

/** Whether the server draws the screen at `pathname`, given the first-screen data it found. */
export const isDrawn = (pathname: string, entries: readonly FirstScreenEntry[]) =>
  drawnWithoutData(pathname) || entries.some((entry) => entry.kind !== 'paymentConfig');

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** What the storefront's screen at `pathname` asks the API for first (src/routes). */
export function firstScreenOf(pathname: string): Wanted[] {
  if (PAYING_SCREEN.test(pathname)) return [{ kind: 'paymentConfig' }];
  if (pathname === '/') return [{ kind: 'top' }, { kind: 'list', keyword: '', pageNumber: 1 }];
  const page = PAGE.exec(pathname);
  if (page) return [{ kind: 'top' }, { kind: 'list', keyword: '', pageNumber: Number(page[1]) }];
  const search = SEARCH.exec(pathname);
  const keyword = search?.[1] === undefined ? undefined : decoded(search[1]);
  if (search && keyword !== undefined) return [{ kind: 'list', keyword, pageNumber: Number(search[2] ?? 1) }];
  const product = PRODUCT.exec(pathname);
  const id = product?.[1] === undefined ? undefined : decoded(product[1]);
  return id === undefined ? [] : [{ kind: 'product', id }];
}

function apiUrlOf(wanted: Wanted): string {
  switch (wanted.kind) {
    case 'top':
      return '/api/products/top';
    case 'product':
      return `/api/products/${encodeURIComponent(wanted.id)}`;
    case 'paymentConfig':
      return '/api/config/payments';
    case 'list':
      return `/api/products?${new URLSearchParams({ keyword: wanted.keyword, pageNumber: String(wanted.pageNumber) })}`;
  }
}

/**
 * Asks the app's own API, as an anonymous shopper would (same schemas, rules and read cache), for
 * what the screen at `pathname` shows first. Anything but a 200 is left out: the SPA then asks
 * itself and shows the error as it always did.
 */
export async function loadFirstScreen(app: FastifyInstance, pathname: string): Promise<FirstScreenEntry[]> {
  const entries: FirstScreenEntry[] = [];
  for (const wanted of firstScreenOf(pathname)) {
    const response = await app.inject({ method: 'GET', url: apiUrlOf(wanted) });
    if (response.statusCode !== 200) continue;
    const data: unknown = response.json();
    if (wanted.kind === 'top') entries.push({ kind: 'top', data: data as ProductSummary[] });
    else if (wanted.kind === 'paymentConfig')
      entries.push({ kind: 'paymentConfig', data: data as PaymentConfig });
    else if (wanted.kind === 'product') entries.push({ ...wanted, data: data as Product });
    else entries.push({ ...wanted, data: data as ProductList });
  }
  return entries;
}

/**
 * The images the first screen shows in the first viewport, with how wide it shows them: the
 * carousel's first slide (sold-out products are left out of it), the product's, and the list's first
 * card (on a phone it is the largest image in view under the carousel).
 */
function leadImages(entries: readonly FirstScreenEntry[]): { image: string; sizes: string }[] {
  const images = entries.map((entry): { image: string | undefined; sizes: string } => {
    if (entry.kind === 'top')
      return { image: carouselProducts(entry.data)[0]?.image, sizes: IMAGE_SIZES.carousel };
    if (entry.kind === 'product') return { image: entry.data.image, sizes: IMAGE_SIZES.product };
    if (entry.kind === 'paymentConfig') return { image: undefined, sizes: '' };
    return { image: entry.data.products[0]?.image, sizes: IMAGE_SIZES.card };
  });
  const seen = new Set<string>();
  return images.filter((lead): lead is { image: string; sizes: string } => {
    if (!lead.image || seen.has(lead.image)) return false;
    seen.add(lead.image);
    return true;
  });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
/** Text as it may stand in a double-quoted attribute. */
export const attribute = (text: string) =>
  text.replace(/[&"<>]/g, (character) => HTML_ESCAPES[character] ?? character);

/** JSON that can sit inside a `<script>` data block: no `<` can close it or open a comment. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const SHELL = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/;
const ROOT = '<div id="root">';

/**
 * index.html with the first screen's data and a high-priority preload of its lead image in the
 * head, and, when given, the screen's markup (rendered by React, which escapes what it writes) in
 * place of the header shell, so the screen paints before the script runs. A JSON data block is
 * never run as script, so the strict CSP (no inline script) holds.
 */
export function withFirstScreen(
  template: string,
  entries: readonly FirstScreenEntry[],
  markup?: string,
): string {
  if (entries.length === 0 && markup === undefined) return template;
  const preload = leadImages(entries)
    .map(({ image, sizes }) => {
      const srcSet = imageSrcSet(image);
      const responsive = srcSet ? ` imagesrcset="${attribute(srcSet)}" imagesizes="${attribute(sizes)}"` : '';
      return `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high"${responsive} />`;
    })
    .join('');
  const data =
    entries.length === 0
      ? ''
      : `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(entries)}</script>`;
  // The preloads go ahead of the entry script and the stylesheet, so the lead image is asked for
  // first: on a slow phone link it would otherwise queue behind the script's bytes. Spliced in by
  // position, never as a replacement string, where `$&` or `$'` in a product's name would copy
  // parts of the page into the data.
  const headEnd = template.indexOf('</head>');
  if (headEnd < 0) return template;
  const firstAsset = template.slice(0, headEnd).search(/<(script|link)\b/);
  const preloadAt = firstAsset < 0 ? headEnd : firstAsset;
  const page = [
    template.slice(0, preloadAt),
    preload,
    template.slice(preloadAt, headEnd),
    data,
    template.slice(headEnd),
  ].join('');
  if (markup === undefined || !SHELL.test(page) || !page.includes(ROOT)) return page;
  // Inert until the app takes it over: a click or typed text would otherwise be lost then.
  return page
    .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="" inert="">`)
    .replace(SHELL, () => markup);
}
