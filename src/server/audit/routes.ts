import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery } from '../../contract/audit.ts';
import { ErrorBody } from '../../contract/common.ts';
import type { AuthHooks } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { readAuditLog } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * The owner's read of the audit log. There is deliberately no route that changes or deletes an
 * entry (and the table refuses it): the log is append-only.
 */
export const auditRoutes: FastifyPluginAsyncTypebox<{ db: Db; auth: AuthHooks }> = async (
  app,
  { db, auth },
) => {
  app.get(
    '/api/admin/audit',
    { onRequest: auth.admin, schema: { querystring: AuditQuery, response: { 200: AuditPage, ...errors } } },
    (request) => readAuditLog(db, request.query),
  );
};
