import type { QuoteAnswer, QuoteBody } from '../../contract/quote.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { AuthUser } from '../auth/index.ts';
import { findVariantRowsOf } from '../catalogue/index.ts';
import type { Db } from '../db/index.ts';
import { TooManyRequestsError, ValidationError } from '../errors.ts';
import type { Quote, QuoteLine } from '../pricing/index.ts';
import { findOrderableProducts } from '../products/index.ts';
import type { OrderDeps } from './deps.ts';
import { chosenVariant, lineOf, mergeLines } from './order-lines.ts';
import { placeOf, priceOrder } from './price-order.ts';

/** Quotes one network may ask for a minute: a screen asks on every change, a script is stopped. */
export const QUOTES_PER_NETWORK_MINUTE = 120;

/** The lines at the database's current prices; a product not found or a wrong variant is a 400. */
export async function linesAtCurrentPrices(db: Db, items: QuoteBody['orderItems']): Promise<QuoteLine[]> {
  const merged = [...mergeLines(items)];
  const productIds = [...new Set(merged.map(([key]) => lineOf(key).productId))];
  const [found, variants] = await Promise.all([
    findOrderableProducts(db, productIds),
    findVariantRowsOf(db, productIds),
  ]);
  return merged.map(([key, qty]) => {
    const { productId, variantId } = lineOf(key);
    const product = found.find((candidate) => candidate.id === productId);
    if (!product) throw new ValidationError(`Product not found: ${productId}`);
    const variant = chosenVariant(product, variantId, variants);
    return {
      productId,
      category: product.category,
      brand: product.brand,
      priceCents: variant ? variant.priceCents : product.priceCents,
      qty,
    };
  });
}

/** A quote in dollars, as the quote route and a `409` answer it. */
export function quoteAnswer(quote: Quote): QuoteAnswer {
  return {
    itemsPrice: toDollars(quote.itemsCents),
    discountPrice: toDollars(quote.discountCents),
    shippingPrice: toDollars(quote.shippingCents),
    taxPrice: toDollars(quote.taxCents),
    totalPrice: toDollars(quote.totalCents),
    taxIncluded: quote.taxIncluded,
    taxRate: quote.taxRate,
    shippingMethod: quote.shippingMethodId,
    shippingMethods: quote.shippingMethods.map((method) => ({
      id: method.id,
      name: method.name,
      price: toDollars(method.priceCents),
      estimate: method.estimate,
    })),
    coupon: quote.offer && { code: quote.offer.code, description: quote.offer.description },
  };
}

/** Whose coupon uses count: a customer's id, or a guest's e-mail in lower case. */
export function shopperOf(user: AuthUser | null, guestEmail: string | undefined): string | null {
  if (user) return user.id;
  const email = guestEmail?.trim().toLowerCase();
  return email ? email : null;
}

/**
 * `POST /api/orders/quote` (docs/api.md): what the order from this input would cost, priced by
 * the same function placement charges with. Anyone may ask; each network a bounded number of times.
 */
export async function quoteForShopper(
  deps: OrderDeps,
  request: { user: AuthUser | null; clientAddress: string },
  body: QuoteBody,
): Promise<QuoteAnswer> {
  // The network's counter is a write and the pricing only reads, so both are asked at once and a
  // quote waits for the slower, not for their sum. A refused network's request still pays for the
  // pricing's reads (indexed, bounded by the body limit); the refusal wins over any pricing error.
  const [hit, quote] = await Promise.allSettled([
    deps.limiter.hit(`orders:quote:${deps.networkOf(request.clientAddress)}`, {
      limit: QUOTES_PER_NETWORK_MINUTE,
      seconds: 60,
    }),
    quoteOf(deps, request.user, body),
  ]);
  if (hit.status === 'rejected') throw hit.reason;
  if (!hit.value.allowed) {
    throw new TooManyRequestsError(
      'Too many quotes asked for. Please try again in a minute.',
      hit.value.retryAfterSeconds,
    );
  }
  if (quote.status === 'rejected') throw quote.reason;
  return quoteAnswer(quote.value);
}

async function quoteOf(deps: OrderDeps, user: AuthUser | null, body: QuoteBody): Promise<Quote> {
  return priceOrder(deps.db, {
    lines: await linesAtCurrentPrices(deps.db, body.orderItems),
    ...(body.shippingAddress ? placeOf(body.shippingAddress) : { country: undefined, region: null }),
    shippingMethod: body.shippingMethod,
    couponCode: body.couponCode,
    shopper: shopperOf(user, body.guest?.email),
    now: deps.clock(),
  });
}
