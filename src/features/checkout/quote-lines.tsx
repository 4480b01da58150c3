import { formatPrice } from '../../contract/money.ts';
import type { QuoteAnswer } from '../../contract/quote.ts';

/** "15%", "8.875%": a rate as the owner set it, without trailing zeros. */
const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

/**
 * The tax line's label. With prices that hold the tax it says "incl.": the tax is shown, not added
 * (docs/prices.md#tax). The cart names the rate; Place Order keeps its plain "Tax", as the order does.
 */
export function taxLabel(quote: QuoteAnswer, { base, withRate }: { base: string; withRate: boolean }) {
  const rate = withRate ? percent(quote.taxRate) : '';
  if (quote.taxIncluded) return `${base} (${rate ? `${rate} ` : ''}incl.)`;
  return rate ? `${base} (${rate})` : base;
}

/** The offer that applied, as the shopper reads it: `WELCOME10: 10 % off`, or a promotion's own words. */
export function offerText(coupon: NonNullable<QuoteAnswer['coupon']>): string {
  return coupon.code ? `${coupon.code}: ${coupon.description}` : coupon.description;
}

/** The discount's row: its own line, with which code or promotion gave it; none when nothing is off. */
export function DiscountRow({ quote }: { quote: QuoteAnswer }) {
  if (quote.discountPrice <= 0 && !quote.coupon) return null;
  return (
    <div className="flex justify-between gap-3 py-2 text-emerald-800">
      <dt>
        Discount
        {quote.coupon && <span className="block text-sm">{offerText(quote.coupon)}</span>}
      </dt>
      <dd>−{formatPrice(quote.discountPrice)}</dd>
    </div>
  );
}

/** The chosen method's name and how long it takes, from the quote's list of the zone's methods. */
export function chosenMethod(quote: QuoteAnswer) {
  return quote.shippingMethods.find((method) => method.id === quote.shippingMethod);
}
