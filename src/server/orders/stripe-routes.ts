import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/common.ts';
import { Order, OrderParams, StripeIntentAnswer } from '../../contract/orders.ts';
import type { AuthHooks } from '../auth/index.ts';
import { noStore, OrderKeyHeaders, orderCaller, tokenOrOrderKey } from './guest-hooks.ts';
import {
  checkStripePayment,
  createStripeIntent,
  handleStripeEvent,
  type StripeDeps,
} from './stripe-payments.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

/**
 * Stripe's routes, registered only when Stripe is configured (otherwise they answer 404):
 * `POST /api/orders/:id/stripe` hands the owner (or a guest with the order's key) the intent to confirm,
 * `POST /api/orders/:id/stripe/check` reads it back from Stripe when the shopper returns, and
 * `POST /api/stripe/webhook` takes Stripe's signed events.
 */
export const stripeRoutes: FastifyPluginAsyncTypebox<{ orders: StripeDeps; auth: AuthHooks }> = async (
  app,
  { orders, auth },
) => {
  app.post(
    '/api/orders/:id/stripe',
    {
      onRequest: tokenOrOrderKey(auth),
      onSend: noStore,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        response: { 200: StripeIntentAnswer, ...errors },
      },
    },
    (request) => createStripeIntent(orders, orderCaller(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/stripe/check',
    {
      onRequest: tokenOrOrderKey(auth),
      onSend: noStore,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        response: { 200: Order, 202: Order, ...errors },
      },
    },
    async (request, reply) => {
      const order = await checkStripePayment(orders, orderCaller(request), request.params.id);
      return reply.status(order.status === 'payment-review' ? 202 : 200).send(order);
    },
  );

  // The signature covers the exact bytes Stripe sent: in this plugin only, bodies stay raw.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String({ maxLength: 2000 })) }),
        response: { 200: Type.Object({ received: Type.Boolean() }), 400: ErrorBody },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = await orders.stripe.provider.verifyEvent(
        raw,
        request.headers['stripe-signature'],
        orders.clock(),
      );
      await handleStripeEvent(orders, event);
      return { received: true };
    },
  );
};
