/** What other modules use of stock-alerts/ (docs/architecture.md); everything else here is its own. */
export { topWaiting as topWaitingStockAlerts } from './repo.ts';
export { stockAlertRoutes } from './routes.ts';
export { createStockAlerts, type StockAlerts } from './service.ts';
