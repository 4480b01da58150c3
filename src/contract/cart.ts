import { Type, type Static } from 'typebox';
import { Id, IdInput } from './common.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.ts';

export const CartLineInput = Type.Object({
  product: IdInput,
  /** The variant's `_id`: required for a product that has variants (docs/catalogue.md#variants). */
  variant: Type.Optional(IdInput),
  qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
});

/** PUT /api/cart: the whole cart, ids and quantities only (names and prices come from the catalogue). */
export const CartBody = Type.Object({
  cartItems: Type.Array(CartLineInput, { maxItems: MAX_CART_LINES }),
});
export type CartBody = Static<typeof CartBody>;

/** A cart line as the storefront's cart store keeps it (`cartItems` in local storage). */
export const CartLine = Type.Object({
  product: Id,
  name: Type.String(),
  image: Type.String(),
  price: Type.Number(),
  countInStock: Type.Integer(),
  qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
  /** For a variant: its id, sku and label; price and stock above are the variant's. Absent otherwise. */
  variant: Type.Optional(Id),
  sku: Type.Optional(Type.String()),
  variantLabel: Type.Optional(Type.String()),
});
export type CartLine = Static<typeof CartLine>;

/**
 * The server's copy of the cart, checked against the catalogue as it is now: quantities are at
 * most min(stock, 10), and lines of products that are gone, hidden or sold out are left out.
 */
export const Cart = Type.Object({ cartItems: Type.Array(CartLine) });
export type Cart = Static<typeof Cart>;
