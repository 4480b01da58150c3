/** What other modules use of health/ (docs/architecture.md); everything else here is its own. */
export { healthRoutes } from './routes.ts';
