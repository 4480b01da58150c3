import { formatListPrice, formatPrice } from '../../contract/money.ts';

interface SaleFields {
  price: number;
  compareAtPrice?: number | undefined;
  lowestPrice30d?: number | undefined;
}

/**
 * A price, and while it is a real reduction the price it was and the saving, as cards, the product
 * page and the server's first screen show it (docs/prices.md#sale-prices). As the EU's
 * price-indication rule requires (CJEU C-330/23), the price struck through is `lowestPrice30d`
 * (the lowest of the 30 days before the reduction began), never `compareAtPrice`, which only marks
 * the sale; a price not below it shows no saving. The percent is of whole cents, rounded down, so
 * a saving is never overstated; under 1 % it is not announced. Screen readers hear one sentence.
 * Cards are in the startup bundle: kept to the least code.
 */
export function SalePrice({ product }: { product: SaleFields & { maxPrice?: number | undefined } }) {
  const now = formatListPrice(product);
  const was = product.compareAtPrice && product.lowestPrice30d;
  const percent = was ? Math.floor(100 - (Math.round(product.price * 100) * 100) / Math.round(was * 100)) : 0;
  if (!was || percent < 1) return now;
  return (
    <>
      <span className="sr-only">
        Was {formatPrice(was)}, now {now}, save {percent}%
      </span>
      <span aria-hidden="true">
        {now} <s className="text-sm text-slate-600">{formatPrice(was)}</s> -{percent}%
      </span>
    </>
  );
}
