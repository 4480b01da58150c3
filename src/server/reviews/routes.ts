import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { MessageBody, ProductParams, ReviewBody } from '../../contract/products.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import type { ReviewService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A signed-in customer reviews a product, once (docs/reviews.md). */
export const reviewRoutes: FastifyPluginAsyncTypebox<{ reviews: ReviewService; auth: AuthHooks }> = async (
  app,
  { reviews, auth },
) => {
  app.post(
    '/api/products/:id/reviews',
    {
      onRequest: auth.user,
      schema: { params: ProductParams, body: ReviewBody, response: { 201: MessageBody, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await reviews.add(currentUser(request), request.params.id, request.body)),
  );
};
