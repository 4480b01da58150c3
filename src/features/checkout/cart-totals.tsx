import { formatPrice } from '../../contract/money.ts';
import { orderTotals, TAX_RATE_PERCENT, toDollars, type PricedLine } from '../../contract/pricing.ts';

/**
 * The shipping, tax and total the cart's lines will have as an order, by the rules the server
 * charges with (`src/contract/pricing.ts`), so Place Order's total is no surprise. Until the
 * shopper has given an address they are labelled an estimate.
 */
export function CartTotals({ lines, addressKnown }: { lines: readonly PricedLine[]; addressKnown: boolean }) {
  const totals = orderTotals(lines);
  const estimated = (label: string) => (addressKnown ? label : `Estimated ${label.toLowerCase()}`);
  const rows = [
    [estimated('Shipping'), totals.shippingCents],
    [`${estimated('Tax')} (${TAX_RATE_PERCENT}%)`, totals.taxCents],
  ] as const;
  return (
    <div role="group" aria-label={estimated('Order total')} className="mt-3">
      <dl className="divide-y divide-slate-200 border-t border-slate-200">
        {rows.map(([label, cents]) => (
          <div key={label} className="flex justify-between py-2">
            <dt>{label}</dt>
            <dd>{formatPrice(toDollars(cents))}</dd>
          </div>
        ))}
        <div className="flex justify-between py-2 text-lg font-bold">
          <dt>{estimated('Total')}</dt>
          <dd>{formatPrice(toDollars(totals.totalCents))}</dd>
        </div>
      </dl>
      {!addressKnown && (
        <p className="text-sm text-slate-700">
          Shipping and tax are estimated until you enter your address; Place Order shows the final figures.
        </p>
      )}
    </div>
  );
}
