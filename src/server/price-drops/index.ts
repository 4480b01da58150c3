/** What other modules use of price-drops/ (docs/architecture.md); everything else here is its own. */
export { priceDropRoutes } from './routes.ts';
export { createPriceDrops, type PriceDrops } from './service.ts';
