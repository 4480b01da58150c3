/** What other modules use of products/ (docs/architecture.md); everything else here is its own. */
export { createProductAdminService } from './admin-service.ts';
export { productRoutes } from './routes.ts';
export {
  compareIds,
  compareLines,
  currentStock,
  currentVariantStock,
  findOrderableProducts,
  releaseStock,
  reserveStock,
  reserveVariantStock,
} from './stock.ts';
