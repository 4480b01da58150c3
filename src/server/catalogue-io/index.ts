/** What other modules use of catalogue-io/ (docs/architecture.md); everything else here is its own. */
export { catalogueIoRoutes } from './routes.ts';
export { createCatalogueIoService } from './service.ts';
