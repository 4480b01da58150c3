import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../contract/common.ts';
import { Wishlist, WishlistParams } from '../../contract/wishlist.ts';
import { currentUser, type AuthHooks } from '../auth/index.ts';
import type { WishlistService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export const wishlistRoutes: FastifyPluginAsyncTypebox<{
  wishlist: WishlistService;
  auth: AuthHooks;
}> = async (app, { wishlist, auth }) => {
  app.get(
    '/api/wishlist',
    { onRequest: auth.user, schema: { response: { 200: Wishlist, ...errors } } },
    (request) => wishlist.list(currentUser(request)),
  );

  app.put(
    '/api/wishlist/:productId',
    { onRequest: auth.user, schema: { params: WishlistParams, response: { 200: Wishlist, ...errors } } },
    (request) => wishlist.save(currentUser(request), request.params.productId),
  );

  app.delete(
    '/api/wishlist/:productId',
    { onRequest: auth.user, schema: { params: WishlistParams, response: { 200: Wishlist, ...errors } } },
    (request) => wishlist.remove(currentUser(request), request.params.productId),
  );
};
