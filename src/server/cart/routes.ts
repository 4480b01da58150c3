import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Cart, CartBody } from '../../contract/cart.ts';
import { ErrorBody } from '../../contract/common.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import type { CartService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody };

export const cartRoutes: FastifyPluginAsyncTypebox<{ cart: CartService; auth: AuthHooks }> = async (
  app,
  { cart, auth },
) => {
  app.get('/api/cart', { onRequest: auth.user, schema: { response: { 200: Cart, ...errors } } }, (request) =>
    cart.get(currentUser(request)),
  );

  app.put(
    '/api/cart',
    { onRequest: auth.user, schema: { body: CartBody, response: { 200: Cart, ...errors } } },
    (request) => cart.replace(currentUser(request), request.body),
  );
};
