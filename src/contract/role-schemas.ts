import { Type, type Static } from 'typebox';

/**
 * The schemas of roles' answers and settings, apart from src/contract/roles.ts, which the
 * storefront's header reads on every page: the schema builder stays out of the startup file.
 */

export const RoleSchema = Type.Union([
  Type.Literal('owner'),
  Type.Literal('manager'),
  Type.Literal('support'),
]);

export const StaffSettings = Type.Object({
  supportRefundLimit: Type.Number({ minimum: 0, maximum: 1_000_000 }),
});
export type StaffSettings = Static<typeof StaffSettings>;
