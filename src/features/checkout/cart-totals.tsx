import { formatPrice } from '../../contract/money.ts';
import type { QuoteBody } from '../../contract/quote.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useQuote } from './quote-api.ts';
import { chosenMethod, DiscountRow, taxLabel } from './quote-lines.tsx';

/**
 * The discount, shipping, tax and total the cart's lines will have as an order: the server's quote
 * for them (docs/prices.md), so Place Order's total is no surprise. Until the shopper has given an
 * address they are labelled an estimate (the rest of the world's shipping, the default tax).
 */
export function CartTotals({ body, addressKnown }: { body: QuoteBody; addressKnown: boolean }) {
  const quote = useQuote(body);
  const estimated = (label: string) => (addressKnown ? label : `Estimated ${label.toLowerCase()}`);
  const figures = quote.data;
  const updating = quote.isPlaceholderData;
  return (
    <div
      role="group"
      aria-label={estimated('Order total')}
      aria-busy={updating || undefined}
      className="mt-3"
    >
      {figures ? (
        <dl className={`divide-y divide-slate-200 border-t border-slate-200 ${updating ? 'opacity-60' : ''}`}>
          <DiscountRow quote={figures} />
          <div className="flex justify-between gap-3 py-2">
            <dt>
              {estimated('Shipping')}
              {chosenMethod(figures) && (
                <span className="block text-sm text-slate-600">{chosenMethod(figures)?.name}</span>
              )}
            </dt>
            <dd>{formatPrice(figures.shippingPrice)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2">
            <dt>{taxLabel(figures, { base: estimated('Tax'), withRate: true })}</dt>
            <dd>{formatPrice(figures.taxPrice)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2 text-lg font-bold">
            <dt>{estimated('Total')}</dt>
            <dd>{formatPrice(figures.totalPrice)}</dd>
          </div>
        </dl>
      ) : quote.isError ? (
        <div role="alert" className="my-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          <p>We could not work out the total: {errorMessage(quote.error)}</p>
          <p className="mt-1 text-sm">Change or remove the coupon code, or your address, or try again.</p>
          <button
            type="button"
            onClick={() => void quote.refetch()}
            className="mt-2 min-h-11 font-semibold underline"
          >
            Try again
          </button>
        </div>
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {!figures && quote.isPending && quote.fetchStatus === 'fetching'
          ? 'Working out shipping and tax…'
          : updating
            ? 'Updating the figures…'
            : ''}
      </p>
      {!addressKnown && figures && (
        <p className="text-sm text-slate-700">
          Shipping and tax are estimated until you enter your address; Place Order shows the final figures.
        </p>
      )}
    </div>
  );
}
