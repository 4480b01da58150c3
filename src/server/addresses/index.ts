/** What other modules use of addresses/ (docs/architecture.md); everything else here is its own. */
export { addressRoutes } from './routes.ts';
export { createAddressService } from './service.ts';
