/** What other modules use of sitemap/ (docs/architecture.md); everything else here is its own. */
export { sitemapRoutes } from './routes.ts';
export { createSitemapService } from './service.ts';
