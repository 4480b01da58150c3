import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { ShippingAddress } from '../../contract/orders.ts';
import type { QuoteAnswer, QuoteBody } from '../../contract/quote.ts';
import { api, isClientError, readErrorBody } from '../../api/client.ts';
import { orderKeys } from '../../api/query-keys.ts';
import type { CartItem } from '../../stores/cart.ts';

/**
 * The storefront never prices anything itself: every figure on the cart, Shipping and Place Order
 * is the server's quote (docs/prices.md), asked for with what the order will be placed from.
 */

/** Only ids, variants and quantities: the server prices every line at its own current price. */
export const orderItemsOf = (items: readonly CartItem[]): QuoteBody['orderItems'] =>
  items.map(({ product, variant, qty }) => (variant ? { product, variant, qty } : { product, qty }));

export interface QuoteChoices {
  shippingAddress?: ShippingAddress | null | undefined;
  /** '' or absent: the zone's first method. */
  shippingMethod?: string | undefined;
  /** '' or absent: no code (promotions still apply by themselves). */
  couponCode?: string | undefined;
  /** A guest's e-mail counts their own uses of a code, as the order will. */
  guest?: QuoteBody['guest'] | null | undefined;
}

/** The quote's body: what the order's body will hold, with nothing empty sent. */
export function quoteBodyOf(items: readonly CartItem[], choices: QuoteChoices = {}): QuoteBody {
  return {
    orderItems: orderItemsOf(items),
    ...(choices.shippingAddress ? { shippingAddress: choices.shippingAddress } : {}),
    ...(choices.shippingMethod ? { shippingMethod: choices.shippingMethod } : {}),
    ...(choices.couponCode ? { couponCode: choices.couponCode } : {}),
    ...(choices.guest ? { guest: choices.guest } : {}),
  };
}

export const getQuote = (body: QuoteBody) => api.post('orders/quote', { json: body }).json<QuoteAnswer>();

/**
 * Keyed by all an order is priced from, under `orders`: signing out (a customer's own coupon uses
 * count) and placing an order forget it. Kept here rather than in query-keys.ts, which ships in
 * the startup file, as nothing there needs it.
 */
const quoteKey = (body: QuoteBody) => [...orderKeys.all, 'quote', body] as const;

export const quoteQueryOptions = (body: QuoteBody) =>
  queryOptions({
    queryKey: quoteKey(body),
    queryFn: () => getQuote(body),
    // A refusal (a code that does not hold, a country not shipped to) will not change by asking again.
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });

/**
 * The quote for this body. While a changed body's quote loads, the last figures stay on screen
 * (`isPlaceholderData` says they are being updated) rather than the figures vanishing.
 */
export function useQuote(body: QuoteBody, enabled = true) {
  return useQuery({
    ...quoteQueryOptions(body),
    enabled: enabled && body.orderItems.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** What a `409` from placing says when the total moved since the quote: the server's words and the new quote. */
export interface TotalChanged {
  message: string;
  quote: QuoteAnswer;
}

/** The new quote a refused placement carries, or null for any other failure (stock, validation). */
export async function totalChangedOf(error: unknown): Promise<TotalChanged | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => undefined);
  const quote = typeof body === 'object' && body !== null ? (body as { quote?: unknown }).quote : undefined;
  if (!isQuoteAnswer(quote)) return null;
  return { message: readErrorBody(body).message ?? 'The total has changed.', quote };
}

function isQuoteAnswer(value: unknown): value is QuoteAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { totalPrice, shippingMethods } = value as Partial<Record<keyof QuoteAnswer, unknown>>;
  return typeof totalPrice === 'number' && Array.isArray(shippingMethods);
}
