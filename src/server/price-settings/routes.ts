import { staffActor } from '../audit/index.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { ShippingSettings, TaxSettingsBody } from '../../contract/price-settings.ts';
import type { AuthHooks } from '../auth/index.ts';
import type { PriceSettingsService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** The owner's shipping zones and tax rates (docs/prices.md, docs/api.md). */
export const priceSettingsRoutes: FastifyPluginAsyncTypebox<{
  settings: PriceSettingsService;
  auth: AuthHooks;
}> = async (app, { settings, auth }) => {
  app.get(
    '/api/admin/settings/shipping',
    { onRequest: auth.admin, schema: { response: { 200: ShippingSettings, ...errors } } },
    () => settings.shipping(),
  );
  app.put(
    '/api/admin/settings/shipping',
    {
      onRequest: auth.admin,
      schema: { body: ShippingSettings, response: { 200: ShippingSettings, ...errors } },
    },
    (request) => settings.updateShipping(request.body, staffActor(request)),
  );
  app.get(
    '/api/admin/settings/tax',
    { onRequest: auth.admin, schema: { response: { 200: TaxSettingsBody, ...errors } } },
    () => settings.tax(),
  );
  app.put(
    '/api/admin/settings/tax',
    {
      onRequest: auth.admin,
      schema: { body: TaxSettingsBody, response: { 200: TaxSettingsBody, ...errors } },
    },
    (request) => settings.updateTax(request.body, staffActor(request)),
  );
};
