import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { ORDER_STATUSES } from './order-status.ts';

export const DashboardQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/**
 * The shop at a glance over the last `days` UTC days, today included. Revenue counts orders paid
 * in the period and not refunded, by the UTC day they were paid; money in dollars.
 */
export const Dashboard = Type.Object({
  days: Type.Integer(),
  timeZone: Type.Literal('UTC'),
  revenue: Type.Number(),
  orders: Type.Integer(),
  /** Revenue per paid order, to the cent; 0 when nothing was paid. */
  averageOrderValue: Type.Number(),
  /** One entry per day, oldest first, days without sales included. */
  perDay: Type.Array(Type.Object({ day: Type.String(), revenue: Type.Number(), orders: Type.Integer() })),
  /** Orders placed in the period, by their status now. */
  byStatus: Type.Array(Type.Object({ status: Type.Enum(ORDER_STATUSES), count: Type.Integer() })),
  topProducts: Type.Array(
    Type.Object({
      product: Type.Union([Id, Type.Null()]),
      name: Type.String(),
      units: Type.Integer(),
      revenue: Type.Number(),
    }),
  ),
  lowStock: Type.Array(Type.Object({ _id: Id, name: Type.String(), countInStock: Type.Integer() })),
});
export type Dashboard = Static<typeof Dashboard>;
