/** What other modules use of dashboard/ (docs/architecture.md); everything else here is its own. */
export { dashboardRoutes } from './routes.ts';
