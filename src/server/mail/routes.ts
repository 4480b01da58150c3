import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { OUTBOX_PAGE_SIZE, OutboxPage, OutboxQuery } from '../../contract/mail.ts';
import type { AuthHooks } from '../auth/index.ts';
import type { MailJobs } from './mail-jobs.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

export const mailRoutes: FastifyPluginAsyncTypebox<{ mail: MailJobs; auth: AuthHooks }> = async (
  app,
  { mail, auth },
) => {
  app.get(
    '/api/admin/outbox',
    { onRequest: auth.admin, schema: { querystring: OutboxQuery, response: { 200: OutboxPage, ...errors } } },
    async (request): Promise<OutboxPage> => {
      const page = request.query.pageNumber ?? 1;
      const { entries, pages } = await mail.outbox.page(page, OUTBOX_PAGE_SIZE);
      return { transport: mail.transport, messages: entries, page, pages };
    },
  );
};
