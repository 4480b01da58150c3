import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { DemandQuery, DemandReport } from '../../contract/demand.ts';
import type { AuthHooks } from '../auth/index.ts';
import { getDemandReport, type DemandReportDeps } from './service.ts';

const DEFAULT_DAYS = 30;

export const demandRoutes: FastifyPluginAsyncTypebox<{ demand: DemandReportDeps; auth: AuthHooks }> = async (
  app,
  { demand, auth },
) => {
  app.get(
    '/api/admin/demand',
    {
      onRequest: auth.admin,
      schema: {
        querystring: DemandQuery,
        response: { 200: DemandReport, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => getDemandReport(demand, request.query.days ?? DEFAULT_DAYS),
  );
};
