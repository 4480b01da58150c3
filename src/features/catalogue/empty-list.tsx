import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { hasFilters, withoutFilters, type CatalogueSearch } from '../../lib/catalogue-search.ts';
import { Message } from '../../components/message.tsx';
import { DidYouMean, shownKeyword } from './list-summary.tsx';

// Only a search that found nothing needs it.
const NoResults = lazy(() => import('./no-results.tsx'));

/**
 * Nothing to show: say why, and offer the way back to something. Loaded only when a list is empty,
 * so the home page does not carry it.
 */
export default function EmptyList({
  data,
  keyword,
  search,
  onChange,
}: {
  data: CatalogueList;
  keyword: string;
  search: CatalogueSearch;
  onChange: (next: CatalogueSearch) => void;
}) {
  if (data.page > data.pages) {
    return (
      <Message>
        Page {data.page} does not exist: there {data.pages === 1 ? 'is 1 page' : `are ${data.pages} pages`}.{' '}
        {keyword ? (
          <Link to="/search/$keyword" params={{ keyword }} search={search} className="font-medium underline">
            Go to the first page
          </Link>
        ) : (
          <Link to="/" search={search} className="font-medium underline">
            Go to the first page
          </Link>
        )}
      </Message>
    );
  }
  if (hasFilters(search)) {
    return (
      <>
        <Message>
          No products match these filters.{' '}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => onChange(withoutFilters(search))}
          >
            Clear all filters
          </button>
        </Message>
        <DidYouMean spelling={data.correctedKeyword} />
      </>
    );
  }
  if (!keyword) return <Message>No products yet.</Message>;
  return (
    <>
      <Message>{`No products found for "${shownKeyword(keyword)}".`}</Message>
      <DidYouMean spelling={data.correctedKeyword} />
      <Suspense fallback={null}>
        <NoResults />
      </Suspense>
    </>
  );
}
