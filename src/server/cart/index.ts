/** What other modules use of cart/ (docs/architecture.md); everything else here is its own. */
export { cartRoutes } from './routes.ts';
export { createCartService } from './service.ts';
