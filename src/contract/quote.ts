import { Type, type Static } from 'typebox';
import { GuestDetails } from './guest-orders.ts';
import { CouponCodeInput, OrderItemInput, ShippingAddress, ShippingMethodInput } from './orders.ts';

/**
 * `POST /api/orders/quote`: what an order takes, the address optional (the cart's estimate comes
 * before one is known). A client may send its order body as it is; `paymentMethod` and `guest`
 * (whose e-mail counts a guest's per-customer coupon uses) are read or ignored accordingly.
 */
export const QuoteBody = Type.Object({
  orderItems: Type.Array(OrderItemInput, { minItems: 1, maxItems: 50 }),
  shippingAddress: Type.Optional(ShippingAddress),
  shippingMethod: Type.Optional(ShippingMethodInput),
  couponCode: Type.Optional(CouponCodeInput),
  paymentMethod: Type.Optional(Type.String({ maxLength: 40 })),
  guest: Type.Optional(GuestDetails),
  expectedTotal: Type.Optional(Type.Number()),
});
export type QuoteBody = Static<typeof QuoteBody>;

/** An order's money before it is placed, in dollars: the order placed from the same input has these figures. */
export const QuoteAnswer = Type.Object({
  itemsPrice: Type.Number(),
  discountPrice: Type.Number(),
  shippingPrice: Type.Number(),
  taxPrice: Type.Number(),
  totalPrice: Type.Number(),
  /** The prices hold the tax: the tax line says "incl." and the total does not add it. */
  taxIncluded: Type.Boolean(),
  /** The rate the tax is worked at, in percent (15 is 15 %): the tax line's label shows it. */
  taxRate: Type.Number(),
  /** The chosen method's id, and every method of the address's zone at its price for this cart. */
  shippingMethod: Type.String(),
  shippingMethods: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), price: Type.Number(), estimate: Type.String() }),
  ),
  /** The offer that applied (a promotion's `code` is null), or null. */
  coupon: Type.Union([
    Type.Object({ code: Type.Union([Type.String(), Type.Null()]), description: Type.String() }),
    Type.Null(),
  ]),
});
export type QuoteAnswer = Static<typeof QuoteAnswer>;

/** `409` from `POST /api/orders` when the total moved since the quote: nothing was placed. */
export const QuoteConflict = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
  quote: Type.Optional(QuoteAnswer),
});
