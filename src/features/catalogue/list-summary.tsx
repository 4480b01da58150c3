import { Link } from '@tanstack/react-router';
import type { CatalogueList, Facets } from '../../contract/catalogue.ts';
import { searchableKeyword, type CatalogueSearch } from '../../lib/catalogue-search.ts';
import { filterLabels } from './active-filters.tsx';

/** The keyword as the shopper meant it: without the quotes a pasted `"sony"` carries. */
export function shownKeyword(keyword: string): string {
  return searchableKeyword(keyword) || keyword;
}

/**
 * How many products match, from the facets: each product has one category, and the category
 * counts respect every other filter, so the chosen category's count (or all of them added up) is
 * the total.
 */
export function matchingCount(facets: Facets, search: CatalogueSearch): number {
  if (search.category !== undefined) {
    return facets.categories.find(({ value }) => value === search.category)?.count ?? 0;
  }
  return facets.categories.reduce((total, { count }) => total + count, 0);
}

export function countText(facets: Facets, search: CatalogueSearch): string {
  const count = matchingCount(facets, search);
  const words = `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;
  return facets.approximate ? `about ${words}` : words;
}

/**
 * The line above the grid that says what is shown, under the spec's heading Latest Products:
 * `Results for “sony”: 12 products in Audio · Brand: Sony · In stock only`, and, when the server
 * searched a typo's closest spelling, which one. Said politely to screen readers as it changes.
 */
export function ListSummary({
  keyword,
  data,
  search,
}: {
  keyword: string;
  data: CatalogueList;
  search: CatalogueSearch;
}) {
  const { correctedKeyword } = data;
  return (
    <div aria-live="polite" className="mb-6 text-slate-700">
      <p>
        {keyword ? (
          <span className="font-semibold text-slate-900">Results for “{shownKeyword(keyword)}”</span>
        ) : (
          'All products'
        )}
        : <span>{countText(data.facets, search)}</span>
        {search.category !== undefined && (
          <>
            {' in '}
            <strong className="text-slate-900">{search.category}</strong>
          </>
        )}
        {filterLabels(search).map((label) => (
          <span key={label}> · {label}</span>
        ))}
      </p>
      {correctedKeyword && data.products.length > 0 && (
        <p>Showing results for “{correctedKeyword}” instead.</p>
      )}
    </div>
  );
}

/** `Did you mean iphone?`, linking to that search, when the server knows a close spelling. */
export function DidYouMean({ spelling }: { spelling: string | undefined }) {
  if (!spelling) return null;
  return (
    <p className="mb-4 text-lg">
      Did you mean{' '}
      <Link
        to="/search/$keyword"
        params={{ keyword: spelling }}
        className="font-semibold text-brand-700 underline"
      >
        {spelling}
      </Link>
      ?
    </p>
  );
}
