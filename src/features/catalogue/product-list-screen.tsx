import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { productsQueryOptions } from './products-api.ts';
import type { ProductListParams } from '../../api/query-keys.ts';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { REACHABLE_SEARCH_MATCHES } from '../../contract/catalogue-options.ts';
import { hasFilters, type CatalogueSearch } from '../../lib/catalogue-search.ts';
import { ActiveFilters } from './active-filters.tsx';
import { countText, ListSummary, matchingCount } from './list-summary.tsx';
import { Meta } from '../../components/meta.tsx';
import { listTitle } from '../../contract/page-head.ts';
import { Paginate } from '../../components/paginate.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductCarousel } from './product-carousel.tsx';
import { RouteError } from '../../components/route-error.tsx';
import { SortSelect } from './sort-select.tsx';

// The phone's filter sheet needs the dialog library; it is fetched when first opened. The desktop
// panel comes in its own chunk too, into a column reserved for it, so nothing moves when it lands;
// both keep the home page within its JavaScript budget (docs/storefront.md).
const FilterDialog = lazy(() => import('./filter-dialog.tsx'));
const CatalogueFilters = lazy(() => import('./catalogue-filters.tsx'));
// Only a list with nothing to show needs it.
const EmptyList = lazy(() => import('./empty-list.tsx'));

/**
 * What the list screen shows around its grid, while loading and on failure too: the carousel only
 * on the unfiltered home page, Go Back when searching (docs/architecture.md §4), and the heading —
 * `Latest Products`, or what was searched for (issue #12, item 5; docs/storefront.md).
 */
export function ProductListFrame({
  keyword = '',
  filtered = false,
  title = listTitle(keyword),
  children,
}: {
  keyword?: string;
  filtered?: boolean;
  /** The page's title, as the server writes it too (docs/findability.md). */
  title?: string;
  children: ReactNode;
}) {
  // The spec's heading on every list; what is shown is said in the line above the grid.
  const heading = 'Latest Products';
  return (
    <>
      <Meta title={title} />
      {keyword ? (
        <Link
          to="/"
          className="mb-6 inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100"
        >
          Go Back
        </Link>
      ) : (
        !filtered && <ProductCarousel />
      )}
      <h1 className="mb-2 text-2xl font-bold uppercase tracking-wide">{heading}</h1>
      {children}
    </>
  );
}

/** The list failed to load: the danger alert of docs/architecture.md §4 where the grid would be. */
export function ProductListError({ error }: Pick<ErrorComponentProps, 'error'>) {
  // The error component of all four list routes; only the search ones have a keyword.
  const { keyword } = useParams({ strict: false });
  return (
    <ProductListFrame keyword={keyword}>
      <RouteError error={error} />
    </ProductListFrame>
  );
}

/** The phone's Filters button and, once pressed, its lazily loaded sheet. */
function PhoneFilters({
  data,
  search,
  onChange,
}: {
  data: CatalogueList;
  search: CatalogueSearch;
  onChange: (next: CatalogueSearch) => void;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100 lg:hidden"
      >
        Filters
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FilterDialog
            open={open}
            onClose={() => setOpen(false)}
            facets={data.facets}
            search={search}
            onChange={onChange}
            resultCount={countText(data.facets, search)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The list for `params`, or, while a changed filter, sort or page loads, the list shown before it
 * (`loading` says so). The route's loader does not await such a change (loadProductList), so the
 * screen, and the phone's filter sheet open on it, stays in place instead of giving way to the
 * router's spinner. The key is compared as text: the params object is new on every render.
 */
function useListShownWhileTheNextLoads(params: ProductListParams) {
  const wanted = JSON.stringify(params);
  const shown = useDeferredValue(wanted);
  const shownParams = useMemo(() => JSON.parse(shown) as ProductListParams, [shown]);
  const { data } = useSuspenseQuery(productsQueryOptions(shownParams));
  return { data, loading: shown !== wanted };
}

/**
 * Home, paged home and search results: one screen, told the keyword, page, filters and sort by its
 * route. Every filter or sort change is a navigation to the list's first page with the new search,
 * so the address can be shared and Back undoes it.
 */
export function ProductListScreen({ keyword = '', pageNumber = 1, ...search }: Partial<ProductListParams>) {
  const { data, loading } = useListShownWhileTheNextLoads({ keyword, pageNumber, ...search });
  const navigate = useNavigate();
  const filtered = hasFilters(search);

  function go(next: CatalogueSearch) {
    if (keyword) void navigate({ to: '/search/$keyword', params: { keyword }, search: next });
    else void navigate({ to: '/', search: next });
  }

  return (
    <ProductListFrame
      keyword={keyword}
      filtered={filtered}
      title={listTitle(keyword, search.category, search.brand)}
    >
      <ListSummary keyword={keyword} data={data} search={search} />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <h2 className="mb-4 text-lg font-semibold">Filters</h2>
          <Suspense fallback={null}>
            <CatalogueFilters facets={data.facets} search={search} onChange={go} />
          </Suspense>
        </aside>
        <section aria-label="Results" aria-busy={loading} className={loading ? 'opacity-60' : undefined}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <PhoneFilters data={data} search={search} onChange={go} />
            <SortSelect
              value={search.sort}
              searching={Boolean(keyword)}
              onChange={(sort) => go({ ...search, sort })}
            />
          </div>
          <ActiveFilters search={search} onChange={go} />
          {data.products.length === 0 ? (
            <Suspense fallback={null}>
              <EmptyList data={data} keyword={keyword} search={search} onChange={go} />
            </Suspense>
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-6 lg:grid-cols-3 xl:grid-cols-4">
                {data.products.map((product, index) => (
                  <li key={product._id}>
                    {/* The first card is in a phone's first viewport (often its largest image): never lazy. */}
                    <ProductCard
                      product={product}
                      eager={index === 0 || (index < 2 && (Boolean(keyword) || filtered))}
                    />
                  </li>
                ))}
              </ul>
              <Paginate pages={data.pages} page={data.page} target={{ list: 'catalogue', keyword, search }} />
              {keyword &&
                data.page === data.pages &&
                matchingCount(data.facets, search) > REACHABLE_SEARCH_MATCHES && (
                  <p className="mt-4 text-center text-sm text-slate-700">
                    Only the first {REACHABLE_SEARCH_MATCHES.toLocaleString('en-US')} results can be paged
                    through. Add a word or a filter to find the rest.
                  </p>
                )}
            </>
          )}
        </section>
      </div>
    </ProductListFrame>
  );
}
