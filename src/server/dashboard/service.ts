import type { Dashboard } from '../../contract/dashboard.ts';
import { toDollars } from '../../contract/pricing.ts';
import type { Db } from '../db/index.ts';
import * as repo from './repo.ts';

/** Products with this many units or fewer are listed as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
const TOP_PRODUCTS = 5;
const LOW_STOCK_ROWS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DashboardDeps {
  db: Db;
  clock: () => Date;
}

/** The UTC days of the period, oldest first, today last (docs/admin.md). */
function periodDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export async function getDashboard(deps: DashboardDeps, days: number): Promise<Dashboard> {
  const period = periodDays(deps.clock(), days);
  const from = new Date(`${period[0] ?? ''}T00:00:00.000Z`);
  const [daily, byStatus, top, low] = await Promise.all([
    repo.revenueByDay(deps.db, from),
    repo.ordersByStatus(deps.db, from),
    repo.topProducts(deps.db, from, TOP_PRODUCTS),
    repo.lowStock(deps.db, LOW_STOCK_THRESHOLD, LOW_STOCK_ROWS),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const revenueCents = daily.reduce((sum, row) => sum + row.revenueCents, 0);
  const paidOrders = daily.reduce((sum, row) => sum + row.orders, 0);
  return {
    days,
    timeZone: 'UTC',
    revenue: toDollars(revenueCents),
    orders: paidOrders,
    averageOrderValue: paidOrders === 0 ? 0 : toDollars(Math.round(revenueCents / paidOrders)),
    perDay: period.map((day) => ({
      day,
      revenue: toDollars(byDay.get(day)?.revenueCents ?? 0),
      orders: byDay.get(day)?.orders ?? 0,
    })),
    byStatus,
    topProducts: top.map((row) => ({
      product: row.product,
      name: row.name,
      units: row.units,
      revenue: toDollars(row.revenueCents),
    })),
    lowStock: low,
  };
}
