/** What other modules use of demo/ (docs/architecture.md); everything else here is its own. */
export { PREPARE_DATABASE_FLAG, prepareDatabase, prepareNewEmbeddedDatabase } from './first-start.ts';

/**
 * The seed, loaded only when a database needs it: it brings the demo catalogue and the image
 * library with it, which a server on an existing database never carries.
 */
export const loadDemoSeed = () => import('./seed.ts');
