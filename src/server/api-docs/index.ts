/** What other modules use of api-docs/ (docs/architecture.md); everything else here is its own. */
export { registerApiDocs } from './register-api-docs.ts';
