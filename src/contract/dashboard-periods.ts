/**
 * The periods the dashboard offers; the API takes any whole number of days up to a year. Kept
 * apart from the dashboard's schemas so the route's search validation does not pull the schema
 * library into the storefront's entry chunk (the home page's budget, docs/performance.md).
 */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
