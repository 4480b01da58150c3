/** What other modules use of metrics/ (docs/architecture.md); everything else here is its own. */
export { registerMetrics } from './metrics-routes.ts';
export { countOrder, countPayment, registerMailQueueLength } from './outcomes.ts';
