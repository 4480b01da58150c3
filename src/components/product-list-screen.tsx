import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, type ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { productsQueryOptions } from '../api/products.ts';
import type { ProductListParams } from '../api/query-keys.ts';
import { Message } from './message.tsx';
import { RouteError } from './route-error.tsx';
import { Meta } from './meta.tsx';
import { Paginate } from './paginate.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductCarousel } from './product-carousel.tsx';

/** What the list screen shows around its grid, while loading and on failure too. */
export function ProductListFrame({ keyword = '', children }: { keyword?: string; children: ReactNode }) {
  return (
    <>
      <Meta title={keyword ? `Search: ${keyword} | Easy-Buy` : undefined} />
      {keyword ? (
        <Link
          to="/"
          className="mb-6 inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100"
        >
          Go Back
        </Link>
      ) : (
        <ProductCarousel />
      )}
      <h1 className="mb-6 text-2xl font-bold uppercase tracking-wide">Latest Products</h1>
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

/** Home, paged home and search results: one screen, told the keyword and page by its route. */
export function ProductListScreen({ keyword = '', pageNumber = 1 }: Partial<ProductListParams>) {
  const { data } = useSuspenseQuery(productsQueryOptions({ keyword, pageNumber }));

  return (
    <ProductListFrame keyword={keyword}>
      {data.products.length === 0 ? (
        <Message>{keyword ? `No products found for "${keyword}".` : 'No products yet.'}</Message>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.products.map((product, index) => (
              <li key={product._id}>
                {/* The first card is in a phone's first viewport (often its largest image): never lazy. */}
                <ProductCard product={product} eager={index === 0 || (index < 2 && Boolean(keyword))} />
              </li>
            ))}
          </ul>
          <Paginate pages={data.pages} page={data.page} target={{ list: 'catalogue', keyword }} />
        </>
      )}
    </ProductListFrame>
  );
}
