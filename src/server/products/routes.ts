import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AdminCatalogueQuery,
  CatalogueList,
  CatalogueQuery,
  CategoryList,
  RelatedProducts,
  SuggestQuery,
  Suggestions,
} from '../../contract/catalogue.ts';
import { ErrorBody } from '../../contract/common.ts';
import {
  AdminProduct,
  AdminProductList,
  MessageBody,
  Product,
  ProductBody,
  ProductParams,
  ProductSummary,
  ReviewBody,
} from '../../contract/products.ts';
import { currentUser, type AuthHooks } from '../auth/guard.ts';
import { AppError } from '../errors.ts';
import { sendCachedJson } from '../http/cached-json.ts';
import type { ProductAdminService } from './admin-service.ts';
import type { ReviewService } from '../reviews/service.ts';
import type { ProductService } from '../catalogue/service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * For public reads: a valid token makes `request.user` its user; no token, or one the server does
 * not accept (malformed, forged, expired, revoked, its user deleted), makes a visitor. A public
 * read never answers 401, so it never signs anyone out.
 */
function visitorUnlessSignedIn(auth: AuthHooks) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization === undefined) return;
    try {
      await auth.user(request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
    }
  };
}

export const productRoutes: FastifyPluginAsyncTypebox<{
  products: ProductService;
  admin: ProductAdminService;
  reviews: ReviewService;
  auth: AuthHooks;
}> = async (app, { products, admin, reviews, auth }) => {
  // Shoppers: published products only, served through the short-lived catalogue cache.
  app.get(
    '/api/products',
    { schema: { querystring: CatalogueQuery, response: { 200: CatalogueList, 400: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await products.list(request.query)),
  );

  app.get(
    '/api/products/suggest',
    { schema: { querystring: SuggestQuery, response: { 200: Suggestions, 400: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await products.suggest(request.query)),
  );

  app.get(
    '/api/products/categories',
    { schema: { response: { 200: CategoryList } } },
    async (_request, reply) => sendCachedJson(reply, await products.categories()),
  );

  app.get(
    '/api/products/:id/related',
    { schema: { params: ProductParams, response: { 200: RelatedProducts, 404: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await products.related(request.params.id)),
  );

  app.get(
    '/api/products/top',
    { schema: { response: { 200: Type.Array(ProductSummary) } } },
    async (_request, reply) => sendCachedJson(reply, await products.topRated()),
  );

  // Admins get drafts here too (the storefront's edit screen loads a new product through this route),
  // read past the cache and marked no-store; everyone else gets the cached, published product.
  app.get(
    '/api/products/:id',
    {
      onRequest: visitorUnlessSignedIn(auth),
      schema: { params: ProductParams, response: { 200: Product, 404: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('Vary', 'Authorization');
      if (request.user?.isAdmin) {
        // Set first, so a 404 for an admin is not stored anywhere either.
        reply.header('Cache-Control', 'no-store');
        return reply.send(await admin.get(request.params.id));
      }
      return sendCachedJson(reply, await products.get(request.params.id));
    },
  );

  app.post(
    '/api/products/:id/reviews',
    {
      onRequest: auth.user,
      schema: { params: ProductParams, body: ReviewBody, response: { 201: MessageBody, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await reviews.add(currentUser(request), request.params.id, request.body)),
  );

  // Admins: drafts included, never cached. Reads live under /api/admin so a shopper's address can
  // never be answered with an admin's view of the catalogue.
  app.get(
    '/api/admin/products',
    {
      onRequest: auth.admin,
      schema: { querystring: AdminCatalogueQuery, response: { 200: AdminProductList, ...errors } },
    },
    (request) => admin.list(request.query),
  );

  app.get(
    '/api/admin/products/:id',
    { onRequest: auth.admin, schema: { params: ProductParams, response: { 200: AdminProduct, ...errors } } },
    (request) => admin.get(request.params.id),
  );

  app.post(
    '/api/products',
    { onRequest: auth.admin, schema: { response: { 201: AdminProduct, ...errors } } },
    async (_request, reply) => reply.status(201).send(await admin.create()),
  );

  app.put(
    '/api/products/:id',
    {
      onRequest: auth.admin,
      schema: {
        params: ProductParams,
        body: ProductBody,
        response: { 200: AdminProduct, ...errors, 409: ErrorBody },
      },
    },
    (request) => admin.update(request.params.id, request.body),
  );

  app.delete(
    '/api/products/:id',
    { onRequest: auth.admin, schema: { params: ProductParams, response: { 200: MessageBody, ...errors } } },
    (request) => admin.remove(request.params.id),
  );
};
