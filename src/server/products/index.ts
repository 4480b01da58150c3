/** What other modules use of products/ (docs/architecture.md); everything else here is its own. */
export { createProductAdminService } from './admin-service.ts';
export { productRoutes } from './routes.ts';
export { compareIds, currentStock, findOrderableProducts, releaseStock, reserveStock } from './stock.ts';
