import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, SingleLineText } from '../../contract/common.ts';
import type { OrderDeps } from './deps.ts';
import { checkHeldPaymentOf } from './payment-review.ts';

const ProviderId = SingleLineText({ minLength: 1, maxLength: 100 });

/**
 * What we read of a PayPal webhook event (every other field is dropped): which PayPal order it is
 * about. A capture event names it in `supplementary_data.related_ids.order_id`; an order event is
 * the order itself (`resource.id`).
 */
const PaypalEvent = Type.Object({
  event_type: ProviderId,
  resource: Type.Object({
    id: Type.Optional(ProviderId),
    supplementary_data: Type.Optional(
      Type.Object({
        related_ids: Type.Optional(Type.Object({ order_id: Type.Optional(ProviderId) })),
      }),
    ),
  }),
});

/**
 * `POST /api/paypal/webhook`, registered only when PayPal is configured. An event is a prompt to
 * ask PayPal about an order it holds the money of, never a word taken on trust: so it needs no
 * signature check, and its answer is the same whether the order is ours or not.
 */
export const paypalEventRoutes: FastifyPluginAsyncTypebox<{ orders: OrderDeps }> = async (
  app,
  { orders },
) => {
  app.post(
    '/api/paypal/webhook',
    {
      schema: {
        body: PaypalEvent,
        response: { 200: Type.Object({ received: Type.Boolean() }), 400: ErrorBody },
      },
    },
    async (request) => {
      const { event_type: type, resource } = request.body;
      const paypalOrderId =
        resource.supplementary_data?.related_ids?.order_id ??
        (type.startsWith('CHECKOUT.ORDER.') ? resource.id : undefined);
      if (paypalOrderId) await checkHeldPaymentOf(orders, paypalOrderId);
      return { received: true };
    },
  );
};
