/** What other modules use of cluster/ (docs/architecture.md); everything else here is its own. */
export { startCatalogueListener } from './catalogue-listener.ts';
