/** What other modules use of audit/ (docs/architecture.md); everything else here is its own. */
export { recordAudit, staffActor, type AuditActor, type AuditChange } from './record.ts';
export { auditRoutes } from './routes.ts';
