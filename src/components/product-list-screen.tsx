import { Link } from '@tanstack/react-router';
import { useProducts } from '../api/products.ts';
import { Loader } from './loader.tsx';
import { Message } from './message.tsx';
import { Meta } from './meta.tsx';
import { Paginate } from './paginate.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductCarousel } from './product-carousel.tsx';

/** Home, paged home and search results: one screen, told the keyword and page by its route. */
export function ProductListScreen({
  keyword = '',
  pageNumber = 1,
}: {
  keyword?: string;
  pageNumber?: number;
}) {
  const { data, isPending, error } = useProducts({ keyword, pageNumber });

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
      {isPending ? (
        <Loader />
      ) : error ? (
        <Message variant="danger">{error.message}</Message>
      ) : data.products.length === 0 ? (
        <Message>{keyword ? `No products found for "${keyword}".` : 'No products yet.'}</Message>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data.products.map((product, index) => (
              <li key={product._id}>
                <ProductCard product={product} eager={index < 2 && Boolean(keyword)} />
              </li>
            ))}
          </ul>
          <Paginate pages={data.pages} page={data.page} keyword={keyword} />
        </>
      )}
    </>
  );
}
