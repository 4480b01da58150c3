import { staffActor } from '../audit/index.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { StaffSettings } from '../../contract/role-schemas.ts';
import type { AuthHooks } from '../auth/index.ts';
import type { StaffSettingsService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The owner's staff settings (docs/staff.md). */
export const staffRoutes: FastifyPluginAsyncTypebox<{
  settings: StaffSettingsService;
  auth: AuthHooks;
}> = async (app, { settings, auth }) => {
  app.get(
    '/api/admin/settings/staff',
    { onRequest: auth.admin, schema: { response: { 200: StaffSettings, ...errors } } },
    () => settings.get(),
  );

  app.put(
    '/api/admin/settings/staff',
    { onRequest: auth.admin, schema: { body: StaffSettings, response: { 200: StaffSettings, ...errors } } },
    (request) => settings.update(request.body, staffActor(request)),
  );
};
