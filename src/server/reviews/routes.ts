import { staffActor } from '../audit/index.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { MessageBody, ProductParams, ReviewBody } from '../../contract/products.ts';
import { Type } from 'typebox';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import {
  AdminReview,
  AdminReviewQuery,
  ReportParams,
  ReviewParams,
  ReviewVisibilityBody,
} from '../../contract/moderation.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import type { ModerationService } from './moderation.ts';
import type { ReviewService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * A signed-in customer reviews a product, once (docs/reviews.md), and reports a review, once;
 * staff moderate them (docs/staff.md#review-moderation).
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<{
  reviews: ReviewService;
  moderation: ModerationService;
  auth: AuthHooks;
}> = async (app, { reviews, moderation, auth }) => {
  app.post(
    '/api/products/:id/reviews',
    {
      onRequest: auth.user,
      schema: { params: ProductParams, body: ReviewBody, response: { 201: MessageBody, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await reviews.add(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/api/products/:id/reviews/:reviewId/report',
    { onRequest: auth.user, schema: { params: ReportParams, response: { 201: MessageBody, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await moderation.report(currentUser(request), request.params.id, request.params.reviewId)),
  );

  app.get(
    '/api/admin/reviews',
    {
      onRequest: auth.admin,
      schema: { querystring: AdminReviewQuery, response: { 200: Type.Array(AdminReview), ...errors } },
    },
    async (request, reply) => {
      const page = await moderation.list(request.query);
      void reply.header(TOTAL_PAGES_HEADER, String(page.pages));
      void reply.header('Access-Control-Expose-Headers', TOTAL_PAGES_HEADER);
      return page.reviews;
    },
  );

  app.put(
    '/api/admin/reviews/:id',
    {
      onRequest: auth.admin,
      schema: { params: ReviewParams, body: ReviewVisibilityBody, response: { 200: MessageBody, ...errors } },
    },
    (request) => moderation.setHidden(request.params.id, request.body.hidden, staffActor(request)),
  );

  app.delete(
    '/api/admin/reviews/:id',
    { onRequest: auth.admin, schema: { params: ReviewParams, response: { 200: MessageBody, ...errors } } },
    (request) => moderation.remove(request.params.id, staffActor(request)),
  );
};
