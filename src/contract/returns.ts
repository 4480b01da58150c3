import { Type, type Static } from 'typebox';
import { Id, IdInput, IsoDate } from './common.ts';
import { MAX_LINE_QUANTITY } from './limits.ts';

/**
 * Returns (docs/orders-and-payments.md#returns): a shopper asks to send lines of a delivered order
 * back; staff approve or refuse it, mark the goods received and refund it with a partial refund.
 */

/** `return`: the shopper's request, which staff may refuse. `withdrawal` is kept for the EU withdrawal. */
export const RETURN_KINDS = ['return', 'withdrawal'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

export const RETURN_STATES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** States in which a return is still being handled: the admin list shows them first. */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'approved', 'received'];

export const RETURN_STATE_LABELS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
  refunded: 'Refunded',
};

/** Days after delivery within which a return may be asked for. */
export const RETURN_DAYS = 30;
export const MAX_RETURN_REASON = 500;
export const MAX_RETURN_NOTE = 500;
export const RETURNS_PAGE_SIZE = 20;

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
});
export type OrderReturn = Static<typeof OrderReturn>;
