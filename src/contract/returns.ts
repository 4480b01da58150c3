import { Type, type Static } from 'typebox';
import { Id, IdInput, IsoDate } from './common.ts';
import { MAX_LINE_QUANTITY } from './limits.ts';
import { RETURN_KINDS, RETURN_STATES } from './return-states.ts';

/**
 * Returns (docs/orders-and-payments.md#returns): a shopper asks to send lines of a delivered order
 * back; staff approve or refuse it, mark the goods received and refund it with a partial refund.
 */

export * from './return-states.ts';

export const ReturnLine = Type.Object({
  item: IdInput,
  qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
});

/** `POST /api/orders/:id/returns`. The reason is checked on the server (empty, too long). */
export const ReturnRequestBody = Type.Object({
  lines: Type.Array(ReturnLine, { maxItems: 50 }),
  reason: Type.String({ maxLength: 2000 }),
});
export type ReturnRequestBody = Static<typeof ReturnRequestBody>;

/** `POST /api/orders/:id/withdrawal`: the lines withdrawn; every line not yet returned if left out. */
export const WithdrawalBody = Type.Object({
  lines: Type.Optional(Type.Array(ReturnLine, { maxItems: 50 })),
});
export type WithdrawalBody = Static<typeof WithdrawalBody>;

/** `PUT /api/admin/returns/:id`: a staff move, with a note the shopper reads (required to refuse). */
export const ReturnMoveBody = Type.Object({
  action: Type.Union([Type.Literal('approve'), Type.Literal('refuse'), Type.Literal('receive')]),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ReturnMoveBody = Static<typeof ReturnMoveBody>;

/** `PUT /api/admin/returns/:id/refund`: the note is optional. */
export const ReturnRefundBody = Type.Object({
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ReturnRefundBody = Static<typeof ReturnRefundBody>;

export const ReturnParams = Type.Object({ id: IdInput });

export const ReturnListQuery = Type.Object({
  status: Type.Optional(Type.Enum(RETURN_STATES)),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
export type ReturnListQuery = Static<typeof ReturnListQuery>;

export const OrderReturn = Type.Object({
  _id: Id,
  order: Id,
  orderNumber: Type.Integer(),
  kind: Type.Enum(RETURN_KINDS),
  status: Type.Enum(RETURN_STATES),
  lines: Type.Array(
    Type.Object({
      item: Id,
      qty: Type.Integer(),
      name: Type.String(),
      variantLabel: Type.Optional(Type.String()),
    }),
  ),
  reason: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  /** What the refund gave back, in dollars, once refunded. */
  refundAmount: Type.Union([Type.Number(), Type.Null()]),
  createdAt: IsoDate,
  decidedAt: Type.Union([IsoDate, Type.Null()]),
  receivedAt: Type.Union([IsoDate, Type.Null()]),
  refundedAt: Type.Union([IsoDate, Type.Null()]),
  /** A withdrawal's: the last day of its refund, 14 days after it was made. */
  refundDueBy: Type.Optional(IsoDate),
});
export type OrderReturn = Static<typeof OrderReturn>;
