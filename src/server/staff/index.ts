/** What other modules use of staff/ (docs/architecture.md); everything else here is its own. */
export { staffRoutes } from './routes.ts';
export { assertMayRefund, createStaffSettingsService } from './service.ts';
