import { LineThumbnail } from '../../components/line-thumbnail.tsx';
import { Link } from '@tanstack/react-router';
import { formatListPrice } from '../../contract/money.ts';
import { useCategories, useTopProducts } from './products-api.ts';

const sectionHeading = 'mb-2 text-lg font-semibold';
const chip =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100';

/**
 * Where a search that found nothing leads on (no dead ends), after the closest spelling: every
 * category and the top-rated products. Both lists are cached already by the header and the carousel.
 */
export default function NoResults() {
  const { data: categories = [] } = useCategories();
  const { data: top = [] } = useTopProducts();
  return (
    <div className="flex flex-col gap-6">
      {categories.length > 0 && (
        <section aria-labelledby="no-results-categories">
          <h2 id="no-results-categories" className={sectionHeading}>
            Shop by category
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map(({ name }) => (
              <li key={name}>
                <Link to="/" search={{ category: name }} className={chip}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {top.length > 0 && (
        <section aria-labelledby="no-results-top">
          <h2 id="no-results-top" className={sectionHeading}>
            Top products
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {top.map((product) => (
              <li key={product._id}>
                <Link
                  to="/product/$id"
                  params={{ id: product._id }}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 hover:bg-slate-50"
                >
                  <LineThumbnail image={product.image} size="small" />
                  <span className="line-clamp-2 flex-1 font-medium">{product.name}</span>
                  <span className="tabular-nums text-slate-700">{formatListPrice(product)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
