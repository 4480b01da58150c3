import type { DemandPeriod, DemandReport } from '../../contract/demand.ts';
import type { Db } from '../db/index.ts';
import { topWaitingStockAlerts } from '../stock-alerts/index.ts';
import * as repo from './repo.ts';

/** How many terms and products each list of the report shows. */
export const DEMAND_REPORT_ROWS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemandReportDeps {
  db: Db;
  clock: () => Date;
}

/** The first UTC day of a period of `days` days that ends today. */
function firstDay(now: Date, days: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

export async function getDemandReport(deps: DemandReportDeps, days: DemandPeriod): Promise<DemandReport> {
  const from = firstDay(deps.clock(), days);
  const [zeroResultSearches, soldOutViews, stockAlerts] = await Promise.all([
    repo.topZeroResultSearches(deps.db, from, DEMAND_REPORT_ROWS),
    repo.topSoldOutViews(deps.db, from, DEMAND_REPORT_ROWS),
    // "Notify me" sign-ups made in the period and still waiting for stock.
    topWaitingStockAlerts(deps.db, from, DEMAND_REPORT_ROWS),
  ]);
  return { days, timeZone: 'UTC', zeroResultSearches, soldOutViews, stockAlerts };
}
