import { Type, type Static } from 'typebox';
import { Id, IdInput, IsoDate } from './common.ts';
import { MAX_LINE_QUANTITY } from './limits.ts';

/** One order line to give back: the line's `_id` and how many of its units. */
export const RefundLineInput = Type.Object({
  item: IdInput,
  qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
});

/**
 * `PUT /api/orders/:id/refund`: empty (or without `lines` and `shipping`) gives the whole order
 * back, as before; otherwise the lines named and, with `shipping`, the shipping charge. The amount
 * is always the server's (docs/orders-and-payments.md#partial-refunds).
 */
export const RefundBody = Type.Object({
  lines: Type.Optional(Type.Array(RefundLineInput, { maxItems: 50 })),
  /** Give the shipping charge back too. */
  shipping: Type.Optional(Type.Boolean()),
  /** Put the units given back on sale again (the product's or variant's stock). */
  restock: Type.Optional(Type.Boolean()),
});
export type RefundBody = Static<typeof RefundBody>;

/** A refund the order had: how much (dollars), which units, whether the shipping, and when. */
export const Refund = Type.Object({
  _id: Id,
  amount: Type.Number(),
  lines: Type.Array(Type.Object({ item: Id, qty: Type.Integer() })),
  shipping: Type.Boolean(),
  createdAt: IsoDate,
});
export type Refund = Static<typeof Refund>;
