import type { FastifyInstance } from 'fastify';
import type { FirstScreenEntry } from '../../contract/first-screen.ts';
import { canonicalPath } from '../../contract/canonical.ts';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  listTitle,
  productDescription,
  searchableKeyword,
  titled,
} from '../../contract/page-head.ts';
import type { ProductDetails, ProductList } from '../../contract/products.ts';
import { firstScreenOf } from './first-screen.ts';
import {
  absoluteUrl,
  breadcrumbData,
  itemListData,
  priceText,
  productData,
  shopData,
  type StructuredData,
} from './page-head-json-ld.ts';
import { NOINDEX, NOINDEX_FOLLOW, screenHeadOf } from './page-head-routes.ts';

/** What the served HTML's head says about the page (docs/findability.md). */
export interface PageHead {
  title: string;
  description: string;
  /** Absent: the page may be indexed. */
  robots?: string;
  /** The page's one address, absolute; og:url too. */
  canonical?: string;
  type: 'website' | 'product';
  /** Absolute. */
  image?: string;
  /** A product's price, in USD. */
  price?: string;
  structuredData: StructuredData[];
}

/** The longest category or brand an address may name. */
const MAX_FILTER_LENGTH = 80;

/** The list's category and brands as the storefront's router writes them (`?brand=["Sony"]`). */
function listFilters(query: URLSearchParams): { category?: string; brands?: string[] } {
  const text = (raw: string): string[] => {
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // A plain word, as most categories are.
    }
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    return (
      values
        .map((entry) => (typeof entry === 'number' ? String(entry) : entry))
        .filter((entry): entry is string => typeof entry === 'string')
        .map((entry) => entry.trim())
        // The storefront's own rule (filterText in src/lib/catalogue-search.ts): longer ones are dropped.
        .filter((entry) => entry !== '' && entry.length <= MAX_FILTER_LENGTH && !/[\r\n]/.test(entry))
    );
  };
  const category = query.getAll('category').flatMap(text)[0];
  const brands = [...new Set(query.getAll('brand').flatMap(text))];
  return { ...(category ? { category } : {}), ...(brands.length > 0 ? { brands } : {}) };
}

async function filteredList(
  app: FastifyInstance,
  keyword: string,
  pageNumber: number,
  filters: { category?: string; brands?: string[] },
): Promise<ProductList | undefined> {
  const query = new URLSearchParams({ keyword: searchableKeyword(keyword), pageNumber: String(pageNumber) });
  if (filters.category) query.set('category', filters.category);
  for (const brand of filters.brands ?? []) query.append('brand', brand);
  const response = await app.inject({ method: 'GET', url: `/api/products?${query}` });
  return response.statusCode === 200 ? response.json<ProductList>() : undefined;
}

function productHead(product: ProductDetails, origin: string): PageHead {
  const canonical = absoluteUrl(origin, canonicalPath(`/product/${encodeURIComponent(product._id)}`, ''));
  return {
    title: titled(product.name),
    description: productDescription(product.description),
    canonical,
    type: 'product',
    image: absoluteUrl(origin, product.image),
    price: priceText(product.price),
    structuredData: [productData(product, canonical, origin), breadcrumbData(product, canonical, origin)],
  };
}

/**
 * The head of the page at `url` (path and query), from its first screen's data and, for a list
 * narrowed to a category or brand, that list asked of the app's own API. A product that cannot be
 * shown keeps the storefront's default title, and is not indexed.
 */
export async function loadPageHead(
  app: FastifyInstance,
  url: string,
  entries: readonly FirstScreenEntry[],
  origin: string,
): Promise<PageHead> {
  const [pathname = '/', search = ''] = url.split(/\?(.*)/s);
  const base = { description: DEFAULT_DESCRIPTION, type: 'website' as const, structuredData: [] };
  // The catalogue's own data names the page; the ways to pay do not (a checkout screen's head).
  const wanted = firstScreenOf(pathname).find((entry) => entry.kind === 'product' || entry.kind === 'list');
  if (!wanted) return { ...base, ...screenHeadOf(pathname) };
  if (wanted.kind === 'product') {
    const found = entries.find((entry) => entry.kind === 'product');
    if (!found) return { ...base, title: DEFAULT_TITLE, robots: NOINDEX };
    return productHead(found.data, origin);
  }
  const filters = listFilters(new URLSearchParams(search));
  const list =
    filters.category || filters.brands
      ? await filteredList(app, wanted.keyword, wanted.pageNumber, filters)
      : entries.find((entry) => entry.kind === 'list')?.data;
  const canonical = absoluteUrl(origin, canonicalPath(pathname, search));
  const lead = list?.products[0]?.image;
  const home = canonicalPath(pathname, search) === '/';
  // A category or brand nothing is sold under, or a page past the last, is any text a link made
  // up: not worth an index entry (an empty shop's home page still is).
  const emptyView = !home && !list?.products.length;
  return {
    ...base,
    title: listTitle(wanted.keyword, filters.category, filters.brands),
    canonical,
    ...(wanted.keyword ? { robots: NOINDEX_FOLLOW } : emptyView ? { robots: NOINDEX } : {}),
    ...(lead ? { image: absoluteUrl(origin, lead) } : {}),
    structuredData: [
      ...(home ? shopData(origin) : []),
      ...(list ? [itemListData(list.products, canonical, origin)] : []),
    ],
  };
}
