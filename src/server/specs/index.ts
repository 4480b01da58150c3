/** What other modules use of specs/ (docs/architecture.md); everything else here is its own. */
export { specRoutes } from './routes.ts';
export { createSpecService } from './service.ts';
