import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/**
 * `GET /api/config/paypal`: the PayPal client id as a plain-text body, as ProShop-era clients read
 * it (an empty body when PayPal is not set up). The storefront reads `GET /api/config/payments`.
 */
export const paypalConfigRoutes: FastifyPluginAsyncTypebox<{ clientId: string }> = async (
  app,
  { clientId },
) => {
  app.get(
    '/api/config/paypal',
    { schema: { response: { 200: { content: { 'text/plain': { schema: Type.String() } } } } } },
    (_request, reply) => {
      void reply.type('text/plain; charset=utf-8');
      return clientId;
    },
  );
};
