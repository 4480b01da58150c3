/** What other modules use of price-settings/ (docs/architecture.md); everything else here is its own. */
export { readPriceSettings } from './repo.ts';
export { priceSettingsRoutes } from './routes.ts';
export { createPriceSettingsService } from './service.ts';
