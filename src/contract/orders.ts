import { Type, type Static } from 'typebox';
import { Id, IdInput, IsoDate, SingleLineText } from './common.ts';
import { REGION_PATTERN } from './countries.ts';
import { ADDRESS_LINE_MAX_LENGTH, MAX_LINE_QUANTITY, POSTAL_CODE_MAX_LENGTH } from './limits.ts';
import { ORDER_EVENT_KINDS, ORDER_STATUSES } from './order-status.ts';
import { Refund } from './refunds.ts';
import { Shipment } from './shipments.ts';

const AddressField = SingleLineText({ minLength: 1, maxLength: ADDRESS_LINE_MAX_LENGTH });

export const ShippingAddress = Type.Object({
  address: AddressField,
  city: AddressField,
  postalCode: SingleLineText({ minLength: 1, maxLength: POSTAL_CODE_MAX_LENGTH }),
  country: AddressField,
  /** ISO 3166-2 within the country (`US-CA`), for a state's own tax rate; empty or absent for none. */
  region: Type.Optional(
    Type.Union([Type.String({ pattern: REGION_PATTERN, maxLength: 6 }), Type.Literal(''), Type.Null()]),
  ),
});
export type ShippingAddress = Static<typeof ShippingAddress>;

export const OrderItemInput = Type.Object({
  product: IdInput,
  /** The variant's `_id`: required for a product that has variants, refused for one without. */
  variant: Type.Optional(IdInput),
  qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
});

/** The shipping method's id in the address's zone (docs/prices.md#shipping-zones); the zone's first when left out. */
export const ShippingMethodInput = SingleLineText({ minLength: 1, maxLength: 40 });
/** A coupon code, matched whatever its case; empty means none. */
export const CouponCodeInput = SingleLineText({ maxLength: 40 });

/** Anything else the client sends (names, prices) is dropped: the server prices every order. */
export const CreateOrderBody = Type.Object({
  orderItems: Type.Array(OrderItemInput, { maxItems: 50 }),
  shippingAddress: ShippingAddress,
  paymentMethod: SingleLineText({ minLength: 1, maxLength: 40 }),
  shippingMethod: Type.Optional(ShippingMethodInput),
  couponCode: Type.Optional(CouponCodeInput),
  /**
   * The total the shopper was quoted, in dollars: when the order's total would differ, nothing is
   * placed and the answer is `409` with the new quote (docs/api.md).
   */
  expectedTotal: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const OrderItem = Type.Object({
  /** The line's own id: a partial refund names the lines it gives back by it. */
  _id: Id,
  /** Null once the product has been deleted; the line keeps its own name, image and price. */
  product: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  image: Type.String(),
  price: Type.Number(),
  qty: Type.Integer(),
  /**
   * For a variant bought: its id, sku and label (`256 GB / Black`) as they were when ordered.
   * Absent on lines of products without variants, whose shape stays ProShop's.
   */
  variant: Type.Optional(Id),
  sku: Type.Optional(Type.String()),
  variantLabel: Type.Optional(Type.String()),
});
export type OrderItem = Static<typeof OrderItem>;

export const PaymentResult = Type.Object({
  provider: Type.String(),
  id: Type.String(),
  status: Type.String(),
  updateTime: Type.String(),
  brand: Type.Optional(Type.String()),
  last4: Type.Optional(Type.String()),
  emailAddress: Type.Optional(Type.String()),
});

export const Order = Type.Object({
  _id: Id,
  /** The short number shown to people as `#10234`; `_id` stays the key every route uses. */
  number: Type.Integer({ minimum: 1 }),
  user: Type.Union([Type.Object({ _id: Id, name: Type.String(), email: Type.String() }), Type.Null()]),
  orderItems: Type.Array(OrderItem),
  shippingAddress: ShippingAddress,
  paymentMethod: Type.String(),
  paymentResult: Type.Union([PaymentResult, Type.Null()]),
  itemsPrice: Type.Number(),
  taxPrice: Type.Number(),
  shippingPrice: Type.Number(),
  totalPrice: Type.Number(),
  /** The offer's saving (0 when none), the code the shopper gave and the shipping method's id. */
  discountPrice: Type.Optional(Type.Number()),
  couponCode: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  shippingMethod: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  status: Type.Enum(ORDER_STATUSES),
  isPaid: Type.Boolean(),
  paidAt: Type.Union([IsoDate, Type.Null()]),
  isDelivered: Type.Boolean(),
  deliveredAt: Type.Union([IsoDate, Type.Null()]),
  cancelledAt: Type.Union([IsoDate, Type.Null()]),
  refundedAt: Type.Union([IsoDate, Type.Null()]),
  /** Every refund given, whole or in parts, oldest first (docs/orders-and-payments.md#partial-refunds). */
  refunds: Type.Optional(Type.Array(Refund)),
  /** When, by which carrier and under which tracking number it was shipped; null until then. */
  shipment: Type.Optional(Type.Union([Shipment, Type.Null()])),
  shippedAt: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  /** The invoice's number (`2026-000123`), given when the order is paid; null before. */
  invoiceNumber: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** Days after delivery the shopper may withdraw from the contract: the shop's period when it was placed. */
  withdrawalDays: Type.Optional(Type.Integer({ minimum: 14 })),
  /** An unpaid order is cancelled, and its stock returned, at this moment. */
  expiresAt: IsoDate,
  createdAt: IsoDate,
});
export type Order = Static<typeof Order>;

export const CardDetails = Type.Object({
  number: SingleLineText({ minLength: 1, maxLength: 30 }),
  expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  expYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
  cvc: SingleLineText({ minLength: 3, maxLength: 4 }),
  name: SingleLineText({ minLength: 1, maxLength: 100 }),
});
export type CardDetails = Static<typeof CardDetails>;

/**
 * TestCard sends `card`; PayPal sends the id of the PayPal order the shopper approved; Stripe
 * sends nothing (the server reads the order's PaymentIntent back from Stripe).
 */
export const PayBody = Type.Object({
  card: Type.Optional(CardDetails),
  paypalOrderId: Type.Optional(SingleLineText({ minLength: 1, maxLength: 64 })),
});
export type PayBody = Static<typeof PayBody>;

export const PaymentConfig = Type.Object({
  methods: Type.Array(Type.Union([Type.Literal('TestCard'), Type.Literal('PayPal'), Type.Literal('Stripe')])),
  currency: Type.Literal('USD'),
  paypalClientId: Type.Optional(Type.String()),
  /** Stripe's publishable key, present when Stripe is offered. */
  stripePublishableKey: Type.Optional(Type.String()),
});
export type PaymentConfig = Static<typeof PaymentConfig>;

export const OrderParams = Type.Object({ id: IdInput });

/** `POST /api/orders/:id/stripe`: what the Payment Element needs to confirm this order's intent. */
export const StripeIntentAnswer = Type.Object({ clientSecret: Type.String() });
export type StripeIntentAnswer = Static<typeof StripeIntentAnswer>;

/**
 * Both order lists are JSON arrays, one page per response, newest first; the page count is in
 * the `X-Total-Pages` response header. An empty `pageNumber` counts as absent (page 1).
 */
export const OrderListQuery = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

/** One line of an order's timeline (admin only): what happened, when, and who did it. */
export const OrderEvent = Type.Object({
  kind: Type.Enum(ORDER_EVENT_KINDS),
  at: IsoDate,
  /** Null when the shop itself acted (an unpaid order expired). */
  by: Type.Union([Type.Object({ _id: Type.Union([Id, Type.Null()]), name: Type.String() }), Type.Null()]),
});
export type OrderEvent = Static<typeof OrderEvent>;

/** What narrows the admin's order list, and its CSV export, to the view on screen. */
export const OrderFilterQuery = Type.Object({
  status: Type.Optional(Type.Enum(ORDER_STATUSES)),
  /** An order number (`#10234` or `10234`), or part of a customer's name or e-mail. */
  keyword: Type.Optional(SingleLineText({ maxLength: 100 })),
});
export type OrderFilterQuery = Static<typeof OrderFilterQuery>;

export const AdminOrderListQuery = Type.Object({
  ...OrderListQuery.properties,
  ...OrderFilterQuery.properties,
});
export type AdminOrderListQuery = Static<typeof AdminOrderListQuery>;
