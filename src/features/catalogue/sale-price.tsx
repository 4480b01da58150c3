import { formatListPrice, formatPrice } from '../../contract/money.ts';
import { saleSaving } from '../../contract/sale-price.ts';

type Priced = Parameters<typeof saleSaving>[0] & { maxPrice?: number | undefined };

/**
 * A price, and while it is a real reduction the price it was (the lowest of the 30 days before,
 * struck through) and the saving, as cards, the product page and the server's first screen show it
 * (docs/prices.md#sale-prices). Screen readers hear one sentence: "Was $X, now $Y, save Z%".
 */
export function SalePrice({ product, prefix = '' }: { product: Priced; prefix?: string }) {
  const now = formatListPrice(product);
  const saving = saleSaving(product);
  if (!saving) return `${prefix}${now}`;
  const was = formatPrice(saving.was);
  return (
    <>
      <span className="sr-only">{`${prefix}Was ${was}, now ${now}, save ${saving.percent}%`}</span>
      <span aria-hidden="true">
        {prefix}
        {now} <s className="text-sm font-normal text-slate-600">{was}</s>{' '}
        <span className="text-sm text-red-700">-{saving.percent}%</span>
      </span>
    </>
  );
}
