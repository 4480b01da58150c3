import { http, HttpResponse } from 'msw';
import type { CreateOrderBody } from '../contract/orders.ts';
import { orderTotals, toCents, toDollars } from '../contract/pricing.ts';
import type { Product } from '../contract/products.ts';
import type { QuoteAnswer, QuoteBody } from '../contract/quote.ts';
import { useCart } from '../stores/cart.ts';
import { variantOf } from './variant-product.ts';

/**
 * The fake `POST /api/orders/quote` with the shop's default settings (docs/prices.md): one zone
 * for everywhere with Standard $10.00 free over $100.00, 15 % tax on the goods, no offers, so every
 * screen test keeps today's figures. Tests of coupons, methods and zones answer their own.
 */

export const STANDARD = { id: 'standard', name: 'Standard', estimate: '3–7 business days' } as const;

/**
 * A line's price as the real server would read it from its database: the fake catalogue's, else
 * the price the test put the line in the cart at (tests fill carts with products of their own).
 */
export function linePriceOf(catalogue: readonly Product[], item: QuoteBody['orderItems'][number]): number {
  const variant = variantOf(item.variant);
  if (variant) return variant.price;
  const product = catalogue.find((candidate) => candidate._id === item.product);
  if (product) return product.price;
  return useCart.getState().cartItems.find((line) => line.product === item.product)?.price ?? 0;
}

/** The default settings' quote for this body, or the refusal the real server answers for a code. */
export function defaultQuote(
  catalogue: readonly Product[],
  body: QuoteBody | CreateOrderBody,
): QuoteAnswer | { refusal: string } {
  const code = body.couponCode?.trim().toUpperCase();
  if (code) return { refusal: `Coupon ${code} does not exist` };
  if (body.shippingMethod && body.shippingMethod !== STANDARD.id) {
    return { refusal: `Shipping method ${body.shippingMethod} is not offered` };
  }
  const totals = orderTotals(
    body.orderItems.map((item) => ({ priceCents: toCents(linePriceOf(catalogue, item)), qty: item.qty })),
  );
  return {
    itemsPrice: toDollars(totals.itemsCents),
    discountPrice: 0,
    shippingPrice: toDollars(totals.shippingCents),
    taxPrice: toDollars(totals.taxCents),
    totalPrice: toDollars(totals.totalCents),
    taxIncluded: false,
    taxRate: 15,
    shippingMethod: STANDARD.id,
    shippingMethods: [{ ...STANDARD, price: toDollars(totals.shippingCents) }],
    coupon: null,
  };
}

export function quoteHandlers(catalogue: readonly Product[]) {
  return [
    http.post('/api/orders/quote', async ({ request }) => {
      const quote = defaultQuote(catalogue, (await request.json()) as QuoteBody);
      return 'refusal' in quote
        ? HttpResponse.json({ message: quote.refusal, code: 'VALIDATION' }, { status: 400 })
        : HttpResponse.json(quote);
    }),
  ];
}
