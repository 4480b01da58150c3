import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { ErrorBody, SingleLineText } from '../../contract/common.ts';
import { GuestAwareOrder, PlaceOrderBody } from '../../contract/guest-orders.ts';
import {
  AdminOrderListQuery,
  Order,
  OrderEvent,
  OrderFilterQuery,
  OrderListQuery,
  OrderParams,
  PayBody,
  PaymentConfig,
} from '../../contract/orders.ts';
import { RefundBody } from '../../contract/refunds.ts';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import { QuoteAnswer, QuoteBody, QuoteConflict } from '../../contract/quote.ts';
import { ShipBody } from '../../contract/shipments.ts';
import { staffActor } from '../audit/index.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import { cancelOrder, deliverOrder } from './change-order.ts';
import { exportOrders } from './export-orders.ts';
import { refundOrder } from './refund-order.ts';
import type { OrderDeps } from './deps.ts';
import { createPaypalOrder, paymentConfig, payOrder } from './pay-order.ts';
import { claimGuestOrder } from './guest-orders.ts';
import { noStore, OrderKeyHeaders, orderCaller, tokenIfSent, tokenOrOrderKey } from './guest-hooks.ts';
import { placeOrder } from './place-order.ts';
import { TotalChangedError } from './placement-quote.ts';
import { quoteForShopper } from './quote-order.ts';
import { shipOrder } from './ship-order.ts';
import { getOrder, listAllOrders, listMyOrders, orderTimeline, type OrderPage } from './read-orders.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
};

/** A CSV file, streamed: the schema documents it, the stream is sent as it is. */
const CsvFile = Type.Unsafe<Readable>({ type: 'string', description: 'text/csv' });

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(SingleLineText({ minLength: 1, maxLength: 100 })),
});

/** The page's orders as the body; the page count in a header that cross-origin readers may see too. */
function sendPage(reply: FastifyReply, page: OrderPage): Order[] {
  void reply.header(TOTAL_PAGES_HEADER, String(page.pages));
  void reply.header('Access-Control-Expose-Headers', TOTAL_PAGES_HEADER);
  return page.orders;
}

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrderDeps; auth: AuthHooks }> = async (
  app,
  { orders, auth },
) => {
  app.get('/api/config/payments', { schema: { response: { 200: PaymentConfig } } }, () =>
    paymentConfig(orders),
  );

  app.post(
    '/api/orders',
    {
      // Without a token, a guest places it (docs/orders-and-payments.md#guest-checkout).
      onRequest: tokenIfSent(auth),
      onSend: noStore,
      schema: {
        headers: IdempotencyHeaders,
        body: PlaceOrderBody,
        response: { 200: GuestAwareOrder, 201: GuestAwareOrder, ...errors, 409: QuoteConflict },
      },
    },
    async (request, reply) => {
      try {
        const { order, replayed } = await placeOrder(
          orders,
          {
            user: request.user,
            clientAddress: request.ip,
            idempotencyKey: request.headers['idempotency-key'],
          },
          request.body,
        );
        return await reply.status(replayed ? 200 : 201).send(order);
      } catch (error) {
        // The total moved since the quote: the new quote goes with the 409 (docs/api.md).
        if (!(error instanceof TotalChangedError)) throw error;
        return reply.status(409).send({ message: error.message, code: error.code, quote: error.quote });
      }
    },
  );

  app.post(
    '/api/orders/quote',
    {
      // Anyone: a token, when sent, counts the customer's own coupon uses.
      onRequest: tokenIfSent(auth),
      onSend: noStore,
      schema: { body: QuoteBody, response: { 200: QuoteAnswer, ...errors } },
    },
    (request) => quoteForShopper(orders, { user: request.user, clientAddress: request.ip }, request.body),
  );

  app.get(
    '/api/orders/myorders',
    {
      onRequest: auth.user,
      schema: { querystring: OrderListQuery, response: { 200: Type.Array(Order), ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, await listMyOrders(orders, currentUser(request), request.query.pageNumber ?? 1)),
  );

  app.get(
    '/api/orders',
    {
      onRequest: auth.admin,
      schema: { querystring: AdminOrderListQuery, response: { 200: Type.Array(Order), ...errors } },
    },
    async (request, reply) =>
      sendPage(reply, await listAllOrders(orders, request.query.pageNumber ?? 1, request.query)),
  );

  app.get(
    '/api/orders/export.csv',
    {
      onRequest: auth.admin,
      schema: { querystring: OrderFilterQuery, response: { 200: CsvFile, ...errors } },
    },
    (request, reply) => {
      void reply.type('text/csv; charset=utf-8');
      void reply.header('Content-Disposition', 'attachment; filename="orders.csv"');
      return Readable.from(exportOrders(orders, request.query));
    },
  );

  app.get(
    '/api/orders/:id',
    {
      onRequest: tokenOrOrderKey(auth),
      onSend: noStore,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        response: { 200: GuestAwareOrder, ...errors },
      },
    },
    (request) => getOrder(orders, orderCaller(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/claim',
    {
      onRequest: auth.user,
      schema: { params: OrderParams, headers: OrderKeyHeaders, response: { 200: Order, ...errors } },
    },
    (request) =>
      claimGuestOrder(orders, currentUser(request), request.params.id, orderCaller(request).orderKey),
  );

  app.post(
    '/api/orders/:id/paypal',
    {
      onRequest: tokenOrOrderKey(auth),
      onSend: noStore,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        response: { 200: Type.Object({ id: Type.String() }), ...errors },
      },
    },
    (request) => createPaypalOrder(orders, orderCaller(request), request.params.id),
  );

  app.put(
    '/api/orders/:id/pay',
    {
      onRequest: tokenOrOrderKey(auth),
      onSend: noStore,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        body: PayBody,
        response: { 200: GuestAwareOrder, 202: GuestAwareOrder, ...errors },
      },
    },
    async (request, reply) => {
      const order = await payOrder(orders, orderCaller(request), request.params.id, request.body);
      // Accepted, not done: the provider holds the money and the order waits for its word.
      return reply.status(order.status === 'payment-review' ? 202 : 200).send(order);
    },
  );

  app.put(
    '/api/orders/:id/ship',
    {
      onRequest: auth.admin,
      schema: { params: OrderParams, body: ShipBody, response: { 200: Order, ...errors } },
    },
    (request) =>
      shipOrder(orders, currentUser(request), request.params.id, request.body, staffActor(request)),
  );

  app.put(
    '/api/orders/:id/deliver',
    { onRequest: auth.admin, schema: { params: OrderParams, response: { 200: Order, ...errors } } },
    (request) => deliverOrder(orders, currentUser(request), request.params.id, staffActor(request)),
  );

  app.put(
    '/api/orders/:id/refund',
    {
      onRequest: auth.admin,
      schema: {
        params: OrderParams,
        body: Type.Union([RefundBody, Type.Null()]),
        response: { 200: Order, ...errors },
      },
    },
    (request) =>
      refundOrder(orders, currentUser(request), request.params.id, request.body, staffActor(request)),
  );

  app.get(
    '/api/orders/:id/timeline',
    {
      onRequest: auth.admin,
      schema: { params: OrderParams, response: { 200: Type.Array(OrderEvent), ...errors } },
    },
    (request) => orderTimeline(orders, request.params.id),
  );

  app.put(
    '/api/orders/:id/cancel',
    { onRequest: auth.user, schema: { params: OrderParams, response: { 200: Order, ...errors } } },
    (request) => {
      const user = currentUser(request);
      return cancelOrder(orders, user, request.params.id, user.role ? staffActor(request) : undefined);
    },
  );
};
