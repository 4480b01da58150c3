import { Type, type Static } from 'typebox';
import { IdInput, IsoDate } from './common.ts';

/**
 * The audit log (docs/staff.md#the-audit-log): what each staff write leaves behind, and the owner's
 * query of it (`GET /api/admin/audit`).
 */

/** Every kind of entry a staff write records, `subject.action`. */
export const AUDIT_KINDS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.import',
  'category.spec-fields',
  'user.update',
  'user.role',
  'user.delete',
  'settings.update',
  'review.hide',
  'review.restore',
  'review.delete',
  'order.ship',
  'order.deliver',
  'order.cancel',
  'order.refund',
  'return.approve',
  'return.refuse',
  'return.receive',
  'return.refund',
  'coupon.create',
  'coupon.update',
  'coupon.delete',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_PAGE_SIZE = 20;

export const AuditEntry = Type.Object({
  _id: Type.String(),
  at: IsoDate,
  user: Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
  address: Type.String(),
  kind: Type.String(),
  target: Type.String(),
  /** Only the fields the write changed, as the API shows them; secrets are never kept. */
  before: Type.Record(Type.String(), Type.Unknown()),
  after: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  page: Type.Integer(),
  pages: Type.Integer(),
});
export type AuditPage = Static<typeof AuditPage>;

/** A day (`2026-11-27`, UTC) or an instant; `to` as a day includes the whole day. */
const DateBound = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-]\\d{2}:\\d{2}))?$' });

export const AuditQuery = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** The person who made the change: their user id. */
  user: Type.Optional(IdInput),
  kind: Type.Optional(Type.Enum(AUDIT_KINDS)),
  from: Type.Optional(DateBound),
  to: Type.Optional(DateBound),
});
export type AuditQuery = Static<typeof AuditQuery>;
