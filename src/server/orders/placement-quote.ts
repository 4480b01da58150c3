import type { QuoteAnswer } from '../../contract/quote.ts';
import { formatPrice } from '../../contract/money.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { Db } from '../db/index.ts';
import { ConflictError } from '../errors.ts';
import type { Quote } from '../pricing/index.ts';
import { CouponRefusedError, priceOrder, type PricingRequest } from './price-order.ts';
import { quoteAnswer } from './quote-order.ts';
import { recordRedemption, takeOfferUse } from './redemptions.ts';

/** `409` with the new quote: the total moved since the shopper saw it, and nothing was placed. */
export class TotalChangedError extends ConflictError {
  constructor(
    message: string,
    readonly quote: QuoteAnswer,
  ) {
    super(message);
  }
}

/** Offers may run out while an order is placed: priced again at most this often before giving up. */
const PRICING_ATTEMPTS = 3;

/**
 * Prices an order inside its placement's transaction and takes its offer's use (docs/prices.md):
 * when the offer ran out under it, the order is priced again without it, which the shopper either
 * accepts (no `expectedTotal`) or is asked to confirm (`409` with the new quote). A code refused
 * while a total was expected is a `409` too, with the quote without the code.
 */
export async function placementQuote(
  tx: Db,
  request: PricingRequest & { shopper: string; expectedTotalCents: number | undefined },
): Promise<{ quote: Quote; redeem: (orderId: string) => Promise<void> }> {
  const expected = request.expectedTotalCents;
  for (let attempt = 1; ; attempt += 1) {
    const quote = await priced(tx, request);
    if (expected !== undefined && quote.totalCents !== expected) {
      throw new TotalChangedError(
        `The total is now ${formatPrice(toDollars(quote.totalCents))}, not ${formatPrice(toDollars(expected))}: nothing was placed`,
        quoteAnswer(quote),
      );
    }
    const offer = quote.offer;
    if (!offer) return { quote, redeem: async () => undefined };
    if (await takeOfferUse(tx, offer.id, request.shopper)) {
      return { quote, redeem: (orderId) => recordRedemption(tx, orderId, offer.id, request.shopper) };
    }
    if (attempt >= PRICING_ATTEMPTS) {
      throw new ConflictError('The offers changed while your order was placed: please try again');
    }
  }
}

async function priced(tx: Db, request: PricingRequest & { expectedTotalCents: number | undefined }) {
  try {
    return await priceOrder(tx, request);
  } catch (error) {
    if (!(error instanceof CouponRefusedError) || request.expectedTotalCents === undefined) throw error;
    const withoutCode = await priceOrder(tx, { ...request, couponCode: undefined });
    throw new TotalChangedError(`${error.message}: nothing was placed`, quoteAnswer(withoutCode));
  }
}
