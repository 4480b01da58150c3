import { Type, type Static } from 'typebox';
import { IsoDate } from './common.ts';

/** One message the shop would have sent, as the admin outbox screen shows it. */
export const OutboxMessage = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: IsoDate,
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/**
 * `GET /api/admin/outbox?pageNumber=`, newest first. With SMTP configured (`transport: 'smtp'`)
 * mail leaves the shop and the outbox stays empty.
 */
export const OutboxPage = Type.Object({
  transport: Type.Union([Type.Literal('smtp'), Type.Literal('outbox')]),
  messages: Type.Array(OutboxMessage),
  page: Type.Integer(),
  pages: Type.Integer(),
});
export type OutboxPage = Static<typeof OutboxPage>;

export const OutboxQuery = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OUTBOX_PAGE_SIZE = 20;
