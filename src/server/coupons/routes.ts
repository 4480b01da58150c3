import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffActor } from '../audit/index.ts';
import { ErrorBody } from '../../contract/common.ts';
import { MessageBody } from '../../contract/products.ts';
import { Coupon, CouponInput, CouponList, CouponParams } from '../../contract/coupons.ts';
import type { AuthHooks } from '../auth/index.ts';
import type { CouponService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The owner's coupons and promotions (docs/api.md#coupons). */
export const couponRoutes: FastifyPluginAsyncTypebox<{ coupons: CouponService; auth: AuthHooks }> = async (
  app,
  { coupons, auth },
) => {
  app.get(
    '/api/admin/coupons',
    { onRequest: auth.admin, schema: { response: { 200: CouponList, ...errors } } },
    () => coupons.list(),
  );

  app.post(
    '/api/admin/coupons',
    { onRequest: auth.admin, schema: { body: CouponInput, response: { 201: Coupon, ...errors } } },
    async (request, reply) => reply.status(201).send(await coupons.create(request.body, staffActor(request))),
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      onRequest: auth.admin,
      schema: { params: CouponParams, body: CouponInput, response: { 200: Coupon, ...errors } },
    },
    (request) => coupons.update(request.params.id, request.body, staffActor(request)),
  );

  app.delete(
    '/api/admin/coupons/:id',
    { onRequest: auth.admin, schema: { params: CouponParams, response: { 200: MessageBody, ...errors } } },
    (request) => coupons.remove(request.params.id, staffActor(request)),
  );
};
