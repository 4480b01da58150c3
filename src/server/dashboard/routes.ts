import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { Dashboard, DashboardQuery } from '../../contract/dashboard.ts';
import type { AuthHooks } from '../auth/index.ts';
import { getDashboard, type DashboardDeps } from './service.ts';

const DEFAULT_DAYS = 30;

export const dashboardRoutes: FastifyPluginAsyncTypebox<{
  dashboard: DashboardDeps;
  auth: AuthHooks;
}> = async (app, { dashboard, auth }) => {
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: auth.admin,
      schema: {
        querystring: DashboardQuery,
        response: { 200: Dashboard, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => getDashboard(dashboard, request.query.days ?? DEFAULT_DAYS),
  );
};
