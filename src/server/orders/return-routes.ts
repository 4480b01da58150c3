import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/common.ts';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import { Order, OrderParams } from '../../contract/orders.ts';
import {
  OrderReturn,
  ReturnListQuery,
  ReturnMoveBody,
  ReturnParams,
  ReturnRefundBody,
  ReturnRequestBody,
  WithdrawalBody,
} from '../../contract/returns.ts';
import { staffActor } from '../audit/index.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import type { OrderDeps } from './deps.ts';
import { noStore, OrderKeyHeaders, orderCaller, tokenOrOrderKey } from './guest-hooks.ts';
import { listReturns, moveReturnByStaff, refundReturn } from './handle-return.ts';
import { listOrderReturns, requestReturn } from './request-return.ts';
import { withdraw } from './withdraw.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  502: ErrorBody,
};

/**
 * Returns (docs/orders-and-payments.md#returns). The shopper's two routes take a token or a guest
 * order's key; the staff's take the permission table's (src/server/auth/permissions.ts): deciding
 * and receiving need `orders.write`, the refund `orders.refund`, so it has a route of its own.
 */
export const returnRoutes: FastifyPluginAsyncTypebox<{ orders: OrderDeps; auth: AuthHooks }> = async (
  app,
  { orders, auth },
) => {
  // The shopper's routes: a token or the guest order's key, and never stored by a cache.
  const byShopper = { onRequest: tokenOrOrderKey(auth), onSend: noStore };

  app.post(
    '/api/orders/:id/returns',
    {
      ...byShopper,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        body: ReturnRequestBody,
        response: { 201: OrderReturn, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestReturn(orders, orderCaller(request), request.params.id, request.body)),
  );

  app.post(
    '/api/orders/:id/withdrawal',
    {
      ...byShopper,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        body: Type.Union([WithdrawalBody, Type.Null()]),
        // 201 with the return for a paid order; 200 with the order, now cancelled, for an unpaid one.
        response: { 200: Order, 201: OrderReturn, ...errors },
      },
    },
    async (request, reply) => {
      const done = await withdraw(orders, orderCaller(request), request.params.id, request.body ?? {});
      return 'cancelled' in done ? done.cancelled : reply.status(201).send(done.withdrawn);
    },
  );

  app.get(
    '/api/orders/:id/returns',
    {
      ...byShopper,
      schema: {
        params: OrderParams,
        headers: OrderKeyHeaders,
        response: { 200: Type.Array(OrderReturn), ...errors },
      },
    },
    (request) => listOrderReturns(orders, orderCaller(request), request.params.id),
  );

  app.get(
    '/api/admin/returns',
    {
      onRequest: auth.admin,
      schema: { querystring: ReturnListQuery, response: { 200: Type.Array(OrderReturn), ...errors } },
    },
    async (request, reply) => {
      const page = await listReturns(orders, request.query);
      void reply.header(TOTAL_PAGES_HEADER, String(page.pages));
      void reply.header('Access-Control-Expose-Headers', TOTAL_PAGES_HEADER);
      return page.returns;
    },
  );

  app.put(
    '/api/admin/returns/:id',
    {
      onRequest: auth.admin,
      schema: { params: ReturnParams, body: ReturnMoveBody, response: { 200: OrderReturn, ...errors } },
    },
    (request) => moveReturnByStaff(orders, staffActor(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/returns/:id/refund',
    {
      onRequest: auth.admin,
      schema: {
        params: ReturnParams,
        body: Type.Union([ReturnRefundBody, Type.Null()]),
        response: { 200: OrderReturn, ...errors },
      },
    },
    (request) =>
      refundReturn(orders, currentUser(request), staffActor(request), request.params.id, request.body?.note),
  );
};
