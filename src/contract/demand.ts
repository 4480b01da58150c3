import { Type, type Static } from 'typebox';
import { Id } from './common.ts';

/** The periods the demand report offers, in UTC days, today included. */
export const DEMAND_PERIODS = [7, 30] as const;
export type DemandPeriod = (typeof DEMAND_PERIODS)[number];

export const DemandQuery = Type.Object(
  // One integer schema with an enum, not a union of literals: the query string's text is coerced
  // to a number once, and a refusal names the allowed values.
  { days: Type.Optional(Type.Unsafe<DemandPeriod>({ type: 'integer', enum: [...DEMAND_PERIODS] })) },
  { additionalProperties: false },
);
export type DemandQuery = Static<typeof DemandQuery>;

const ProductCount = Type.Object({ product: Id, name: Type.String(), count: Type.Integer({ minimum: 0 }) });

/**
 * `GET /api/admin/demand`: what shoppers looked for and the shop did not serve over the last
 * `days` UTC days (docs/admin.md#demand-we-missed), counted in aggregate, most asked first.
 */
export const DemandReport = Type.Object({
  days: Type.Integer(),
  timeZone: Type.Literal('UTC'),
  /** Searches that found nothing, by their normalised term. */
  zeroResultSearches: Type.Array(Type.Object({ term: Type.String(), count: Type.Integer({ minimum: 0 }) })),
  /** Views of product pages while the product (and every variant of it) had no stock. */
  soldOutViews: Type.Array(ProductCount),
  /** "Notify me" sign-ups made in the period and still waiting, per product (docs/admin.md). */
  stockAlerts: Type.Array(ProductCount),
});
export type DemandReport = Static<typeof DemandReport>;
