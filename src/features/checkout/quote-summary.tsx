import type { ReactNode } from 'react';
import { formatPrice } from '../../contract/money.ts';
import type { QuoteAnswer } from '../../contract/quote.ts';
import { DiscountRow, taxLabel } from './quote-lines.tsx';

/**
 * Place Order's Order Summary: the server's quote for this order, the figures the order will be
 * placed at (`expectedTotal`). The rows keep the order's own labels (Items, Shipping, Tax, Total),
 * with the discount as its own line when an offer applies.
 */
export function QuoteSummary({
  quote,
  updating,
  problem,
  children,
}: {
  quote: QuoteAnswer | undefined;
  /** The figures shown are the last quote's while a changed order is quoted again. */
  updating: boolean;
  /** Why there are no figures: the server's refusal, with what to do about it. */
  problem: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="order-summary"
      aria-busy={updating || undefined}
      className="h-fit rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="order-summary" className="mb-2 text-xl font-semibold">
        Order Summary
      </h2>
      {quote ? (
        <dl className={`divide-y divide-slate-200 ${updating ? 'opacity-60' : ''}`}>
          <div className="flex justify-between gap-3 py-2">
            <dt>Items</dt>
            <dd>{formatPrice(quote.itemsPrice)}</dd>
          </div>
          <DiscountRow quote={quote} />
          <div className="flex justify-between gap-3 py-2">
            <dt>Shipping</dt>
            <dd>{formatPrice(quote.shippingPrice)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2">
            <dt>{taxLabel(quote, { base: 'Tax', withRate: false })}</dt>
            <dd>{formatPrice(quote.taxPrice)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2 text-lg font-bold">
            <dt>Total</dt>
            <dd>{formatPrice(quote.totalPrice)}</dd>
          </div>
        </dl>
      ) : (
        problem
      )}
      <p role="status" className="text-sm text-slate-700">
        {updating ? 'Updating the figures…' : !quote && !problem ? 'Working out your total…' : ''}
      </p>
      {children}
    </section>
  );
}
