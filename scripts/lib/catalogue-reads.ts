/**
 * The kinds of catalogue read a shopper makes, each as a list of URLs the uncached bench walks
 * round-robin: searches of every sort, deep pages, the whole list, top rated, product pages, and
 * (when the server offers them) suggestions and filtered lists with facets.
 */
import type { KeywordSets } from './search-keywords.ts';
import { createRandom } from './prng.ts';

export interface ReadKind {
  label: string;
  paths: readonly string[];
  /** Why the server cannot be asked (an older checkout without the endpoint): reported, not walked. */
  unavailable?: string;
}

/** What the bench learnt from the server before measuring (see probeCatalogue). */
export interface CatalogueShape {
  /** Page count of the unfiltered list. */
  listPages: number;
  /** Page count of the first page of each common keyword. */
  commonKeywordPages: ReadonlyMap<string, number>;
  /** Undefined when offered; otherwise what the probe got back (for example `404`). */
  suggestUnavailable: string | undefined;
  facetsUnavailable: string | undefined;
  /** Spec filters (docs/catalogue.md#spec-filters): undefined when offered. */
  specsUnavailable?: string | undefined;
}

/** The generated catalogue's category and brand names, as the filters take them. */
export interface Vocabulary {
  categories: readonly string[];
  brands: readonly string[];
}

const LIST_PAGE_SAMPLES = 200;
const FILTERED_LISTS = 60;
const DEEP_SEARCH_WORDS = 4;
/** The deep page the issue measured; the others are spread further out. */
const DEEP_PAGE = 50;

export const searchPath = (keyword: string, page = 1): string =>
  `/api/products?keyword=${encodeURIComponent(keyword)}${page > 1 ? `&pageNumber=${page}` : ''}`;

const listPath = (page: number): string => (page > 1 ? `/api/products?pageNumber=${page}` : '/api/products');

/**
 * `count` page numbers spread evenly over 1..pages, always including the first and the last, in
 * a shuffled (but repeatable) order so consecutive requests do not walk the index in sequence.
 */
export function spreadPages(pages: number, count: number, seed = 'pages'): number[] {
  const wanted = Math.min(count, pages);
  const spread = new Set<number>();
  for (let i = 0; i < wanted; i++) {
    spread.add(wanted === 1 ? 1 : 1 + Math.round((i * (pages - 1)) / (wanted - 1)));
  }
  return createRandom(seed).shuffle([...spread]);
}

function deepSearchPaths(shape: CatalogueShape): string[] {
  const paths: string[] = [];
  for (const [keyword, pages] of [...shape.commonKeywordPages].slice(0, DEEP_SEARCH_WORDS)) {
    const deep = [DEEP_PAGE, Math.ceil(pages / 4), Math.ceil(pages / 2), pages - 1, pages];
    for (const page of new Set(deep.filter((p) => p > 1 && p <= pages)))
      paths.push(searchPath(keyword, page));
  }
  return paths;
}

/** What a suggestion box sees while a word is typed: its first two to six letters. */
export const SUGGEST_PREFIX_LENGTHS = [2, 3, 4, 5, 6] as const;

/**
 * Typing a word, letter by letter from the second (where suggestions start), for brands, common
 * words and product words; and typing a typo, whose prefixes stop matching part-way.
 */
export function suggestPaths(keywords: KeywordSets): string[] {
  const words = [
    ...keywords.brands,
    ...keywords.common,
    ...keywords.multiWord.map((k) => k.split(' ')[1] ?? k),
    ...keywords.typos,
  ];
  const prefixes = words.flatMap((word) =>
    SUGGEST_PREFIX_LENGTHS.filter((length) => length <= word.length).map((length) => word.slice(0, length)),
  );
  return [...new Set(prefixes)].map((prefix) => `/api/products/suggest?q=${encodeURIComponent(prefix)}`);
}

/** The filters and sorts of a shopper narrowing a list down, with and without a keyword. */
function filteredListPaths(keywords: KeywordSets, vocabulary: Vocabulary): string[] {
  const random = createRandom('filters');
  const sorts = ['newest', 'price-asc', 'price-desc', 'rating', 'bestselling'];
  const paths: string[] = [];
  for (let i = 0; i < FILTERED_LISTS; i++) {
    const query = new URLSearchParams();
    if (random.chance(0.7)) query.set('category', random.pick(vocabulary.categories));
    if (random.chance(0.4)) query.set('brand', random.pick(vocabulary.brands));
    if (random.chance(0.3)) query.set('keyword', random.pick(keywords.common));
    if (random.chance(0.3)) {
      const min = random.pick([0, 50, 100, 250, 500]);
      query.set('minPrice', String(min));
      query.set('maxPrice', String(min * 2 + 100));
    }
    if (random.chance(0.2)) query.set('rating', String(random.int(3, 4)));
    if (random.chance(0.2)) query.set('inStock', 'true');
    query.set('sort', random.pick(sorts));
    if (random.chance(0.2)) query.set('pageNumber', String(random.int(2, 20)));
    paths.push(`/api/products?${query.toString()}`);
  }
  return paths;
}

const SPEC_LISTS = 40;

/**
 * Lists narrowed by specs (scripts/lib/bench-specs.ts gives every category these fields): one value,
 * two names, a number range, and each of them with a keyword. Each within a category, as the
 * storefront's spec filters are, with a sort and sometimes a page.
 */
export function specListPaths(
  keywords: KeywordSets,
  vocabulary: Vocabulary,
  shape: 'value' | 'two names' | 'range',
  withKeyword: boolean,
): string[] {
  const random = createRandom(`specs ${shape} ${withKeyword}`);
  const sorts = ['newest', 'price-asc', 'rating'];
  return Array.from({ length: SPEC_LISTS }, () => {
    const query = new URLSearchParams();
    query.set('category', random.pick(vocabulary.categories));
    if (withKeyword) query.set('keyword', random.pick(keywords.common));
    const storage = random.pick(['64', '128', '256', '512', '1024']);
    if (shape === 'range') {
      const low = random.pick([5, 6, 10, 13]);
      query.append('specMin', `Screen size:${low}`);
      query.append('specMax', `Screen size:${low + random.int(1, 3)}`);
    } else {
      query.append('spec', `Storage:${storage}`);
      if (random.chance(0.3)) query.append('spec', `Storage:${random.pick(['128', '256'])}`);
      if (shape === 'two names') query.append('spec', `Wireless:${random.pick(['yes', 'no'])}`);
    }
    query.set('sort', random.pick(sorts));
    if (random.chance(0.2)) query.set('pageNumber', String(random.int(2, 5)));
    return `/api/products?${query.toString()}`;
  });
}

export function catalogueReads(
  keywords: KeywordSets,
  shape: CatalogueShape,
  productIds: readonly string[],
  vocabulary: Vocabulary,
): ReadKind[] {
  const search = (words: readonly string[]) => words.map((keyword) => searchPath(keyword));
  const kinds: ReadKind[] = [
    { label: 'search: common words', paths: search(keywords.common) },
    { label: 'search: brands', paths: search(keywords.brands) },
    { label: 'search: rare words, models', paths: search(keywords.rare) },
    { label: 'search: several words', paths: search(keywords.multiWord) },
    { label: 'search: typos', paths: search(keywords.typos) },
    { label: 'search: deep pages', paths: deepSearchPaths(shape) },
    {
      label: `list: pages 1..${shape.listPages}`,
      paths: spreadPages(shape.listPages, LIST_PAGE_SAMPLES).map(listPath),
    },
    { label: 'top rated', paths: ['/api/products/top'] },
    { label: 'product details', paths: productIds.map((id) => `/api/products/${id}`) },
  ];
  const optional = (unavailable: string | undefined) => (unavailable === undefined ? {} : { unavailable });
  kinds.push(
    {
      label: 'suggestions (2-6 letters, typos)',
      paths: suggestPaths(keywords),
      ...optional(shape.suggestUnavailable),
    },
    {
      label: 'filtered lists + facets',
      paths: filteredListPaths(keywords, vocabulary),
      ...optional(shape.facetsUnavailable),
    },
  );
  for (const withKeyword of [false, true]) {
    for (const specShape of ['value', 'two names', 'range'] as const) {
      kinds.push({
        label: `specs: ${specShape}${withKeyword ? ' + keyword' : ''}`,
        paths: specListPaths(keywords, vocabulary, specShape, withKeyword),
        ...optional(shape.specsUnavailable),
      });
    }
  }
  return kinds.filter((kind) => kind.paths.length > 0);
}
