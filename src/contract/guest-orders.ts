import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from './users.ts';
import { NAME_MAX_LENGTH } from './limits.ts';
import { CreateOrderBody, Order } from './orders.ts';

/**
 * Guest checkout (docs/orders-and-payments.md#guest-checkout): an order placed without an account,
 * opened afterwards with the access key its placement answered.
 */

export { ORDER_KEY_FRAGMENT, ORDER_KEY_HEADER } from './order-key.ts';

/**
 * Who a guest is: both fields are checked by the server with messages naming them (`guest.email
 * is required`), so the schema only bounds their length.
 */
export const GuestDetails = Type.Object({
  email: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH })),
  name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH })),
});
export type GuestDetails = Static<typeof GuestDetails>;

/** `POST /api/orders`: the spec's body, and for a caller without a token, the guest's details. */
export const PlaceOrderBody = Type.Object({
  ...CreateOrderBody.properties,
  guest: Type.Optional(GuestDetails),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

/**
 * An order as the order routes answer it: the spec's fields, and for a guest's order, who the
 * guest is (`user` stays null until it is saved to an account) and, in the placement's answer
 * only, the key that opens it.
 */
export const GuestAwareOrder = Type.Object({
  ...Order.properties,
  guest: Type.Optional(Type.Object({ name: Type.String(), email: Type.String() })),
  accessKey: Type.Optional(Type.String()),
});
export type GuestAwareOrder = Static<typeof GuestAwareOrder>;
