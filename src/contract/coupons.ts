import { Type, type Static } from 'typebox';
import { Id, IdInput, IsoDate, SingleLineText } from './common.ts';

export const CouponKind = Type.Union([
  Type.Literal('percent'),
  Type.Literal('fixed'),
  Type.Literal('free-shipping'),
]);
export type CouponKind = Static<typeof CouponKind>;

/** Codes shoppers type: letters, digits, `-` and `_`; matched whatever their case (stored upper case). */
export const COUPON_CODE_PATTERN = '^\\s*[A-Za-z0-9_-]{3,32}\\s*$';

/** What a scoped offer covers: a line is covered when any list names it (docs/prices.md). */
export const CouponScope = Type.Object({
  categories: Type.Array(SingleLineText({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
  brands: Type.Array(SingleLineText({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
  products: Type.Array(IdInput, { maxItems: 200 }),
});
export type CouponScope = Static<typeof CouponScope>;

const Limit = Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), Type.Null()]);
const Moment = Type.Union([IsoDate, Type.Null()]);

/**
 * A coupon, or an automatic promotion when `code` is null, as an admin writes it. `value` is the
 * percent off for `percent` (up to three decimals), dollars off for `fixed`, ignored for
 * `free-shipping`. Everything but `code` and `kind` may be left out (docs/prices.md).
 */
export const CouponInput = Type.Object({
  code: Type.Union([Type.String({ pattern: COUPON_CODE_PATTERN, maxLength: 40 }), Type.Null()]),
  description: Type.Optional(SingleLineText({ minLength: 1, maxLength: 200 })),
  kind: CouponKind,
  value: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  minSubtotal: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  startsAt: Type.Optional(Moment),
  endsAt: Type.Optional(Moment),
  maxUses: Type.Optional(Limit),
  maxUsesPerCustomer: Type.Optional(Limit),
  active: Type.Optional(Type.Boolean()),
  scope: Type.Optional(Type.Union([CouponScope, Type.Null()])),
});
export type CouponInput = Static<typeof CouponInput>;

export const Coupon = Type.Object({
  _id: Id,
  code: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  kind: CouponKind,
  value: Type.Number(),
  minSubtotal: Type.Number(),
  startsAt: Moment,
  endsAt: Moment,
  maxUses: Limit,
  maxUsesPerCustomer: Limit,
  active: Type.Boolean(),
  scope: Type.Union([CouponScope, Type.Null()]),
  /** Orders placed with it and not cancelled. */
  uses: Type.Integer(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Coupon = Static<typeof Coupon>;

export const CouponList = Type.Array(Coupon);
export const CouponParams = Type.Object({ id: IdInput });
