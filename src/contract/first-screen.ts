import type { PaymentConfig } from './orders.ts';
import type { Product, ProductList, ProductSummary } from './products.ts';

/**
 * The first screen's data, which the server writes into the HTML it serves (a JSON data block,
 * never run as script) so the storefront paints without a second round trip
 * (docs/performance.md). Each entry is one API answer, as the API
 * gave it, named by what the storefront asked.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * What the storefront's root element carries when the server also wrote the first screen's
 * markup into it (docs/performance.md).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export type FirstScreenEntry =
  | { kind: 'list'; keyword: string; pageNumber: number; data: ProductList }
  | { kind: 'top'; data: ProductSummary[] }
  | { kind: 'product'; id: string; data: Product }
  // The ways to pay, which the Payment step waits for and an order's page pays with.
  | { kind: 'paymentConfig'; data: PaymentConfig };

/** Products a shopper can buy now. */
export function inStock(product: { countInStock: number }): boolean {
  return product.countInStock > 0;
}

/**
 * The carousel's slides: the top rated a shopper can buy now, still best-rated first. A sold-out
 * product is never shown there (the top list may hold one, or be cached from before it sold out).
 */
export function carouselProducts<T extends { countInStock: number }>(products: readonly T[]): T[] {
  return products.filter(inStock);
}
