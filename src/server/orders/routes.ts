import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody, SingleLineText } from '../../contract/common.ts';
import { CreateOrderBody, Order, OrderParams, PayBody, PaymentConfig } from '../../contract/orders.ts';
import { currentUser, type AuthHooks } from '../auth/guard.ts';
import type { OrderService } from './service.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  502: ErrorBody,
};

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(SingleLineText({ minLength: 1, maxLength: 100 })),
});

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrderService; auth: AuthHooks }> = async (
  app,
  { orders, auth },
) => {
  app.get('/api/config/payments', { schema: { response: { 200: PaymentConfig } } }, () =>
    orders.paymentConfig(),
  );

  app.post(
    '/api/orders',
    {
      onRequest: auth.user,
      schema: {
        headers: IdempotencyHeaders,
        body: CreateOrderBody,
        response: { 200: Order, 201: Order, ...errors },
      },
    },
    async (request, reply) => {
      const { order, replayed } = await orders.create(
        currentUser(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send(order);
    },
  );

  app.get(
    '/api/orders/myorders',
    { onRequest: auth.user, schema: { response: { 200: Type.Array(Order), ...errors } } },
    (request) => orders.mine(currentUser(request)),
  );

  app.get(
    '/api/orders',
    { onRequest: auth.admin, schema: { response: { 200: Type.Array(Order), ...errors } } },
    () => orders.all(),
  );

  app.get(
    '/api/orders/:id',
    { onRequest: auth.user, schema: { params: OrderParams, response: { 200: Order, ...errors } } },
    (request) => orders.get(currentUser(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/paypal',
    {
      onRequest: auth.user,
      schema: { params: OrderParams, response: { 200: Type.Object({ id: Type.String() }), ...errors } },
    },
    (request) => orders.createPaypalOrder(currentUser(request), request.params.id),
  );

  app.put(
    '/api/orders/:id/pay',
    {
      onRequest: auth.user,
      schema: { params: OrderParams, body: PayBody, response: { 200: Order, ...errors } },
    },
    (request) => orders.pay(currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/orders/:id/deliver',
    { onRequest: auth.admin, schema: { params: OrderParams, response: { 200: Order, ...errors } } },
    (request) => orders.deliver(request.params.id),
  );

  app.put(
    '/api/orders/:id/cancel',
    { onRequest: auth.user, schema: { params: OrderParams, response: { 200: Order, ...errors } } },
    (request) => orders.cancel(currentUser(request), request.params.id),
  );
};
