import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '../../contract/products.ts';

const crumbLink =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline';

/** Home › Audio › the product: where the product sits in the shop, each step a way back. */
export function ProductBreadcrumbs({ product }: { product: Pick<ProductSummary, 'name' | 'category'> }) {
  return (
    <nav aria-label="Breadcrumb" className="min-w-0 flex-1 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2">
        <li>
          <Link to="/" className={crumbLink}>
            Home
          </Link>
        </li>
        {product.category && (
          <li className="flex items-center gap-x-2">
            <span aria-hidden="true">›</span>
            <Link to="/" search={{ category: product.category }} className={crumbLink}>
              {product.category}
            </Link>
          </li>
        )}
        <li className="flex min-w-0 items-center gap-x-2">
          <span aria-hidden="true">›</span>
          <span aria-current="page" className="truncate text-slate-700">
            {product.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** The product's brand and category, each opening the list filtered by it. */
export function ProductOrigin({ product }: { product: Pick<ProductSummary, 'brand' | 'category'> }) {
  const link = 'font-medium text-brand-800 underline underline-offset-2 hover:no-underline';
  return (
    <p className="text-sm text-slate-600">
      Brand:{' '}
      <Link to="/" search={{ brand: [product.brand] }} className={link}>
        {product.brand}
      </Link>{' '}
      · Category:{' '}
      <Link to="/" search={{ category: product.category }} className={link}>
        {product.category}
      </Link>
    </p>
  );
}
