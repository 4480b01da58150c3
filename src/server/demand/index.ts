/** What other modules use of demand/ (docs/architecture.md); everything else here is its own. */
export { createDemandCounter, type DemandCounter } from './counter.ts';
export { demandRoutes } from './routes.ts';
