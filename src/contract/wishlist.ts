import { Type, type Static } from 'typebox';
import { IdInput } from './common.ts';
import { ProductSummary } from './products.ts';

/**
 * The signed-in customer's saved products, most recently saved first, each as the catalogue shows
 * it (price and stock as they are now). Every wishlist route answers with the whole list, so the
 * storefront's hearts and the Wishlist screen always agree with the server.
 */
export const Wishlist = Type.Object({ products: Type.Array(ProductSummary) });
export type Wishlist = Static<typeof Wishlist>;

export const WishlistParams = Type.Object({ productId: IdInput });
export type WishlistParams = Static<typeof WishlistParams>;

/** The unsubscribe link of a price-drop mail (docs/wishlist-and-cart.md#price-drop-mails): its token. */
export const PriceDropUnsubscribe = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
