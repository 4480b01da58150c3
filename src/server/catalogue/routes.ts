import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CatalogueList,
  CatalogueQuery,
  CategoryList,
  RelatedProducts,
  SuggestQuery,
  Suggestions,
} from '../../contract/catalogue.ts';
import { ErrorBody } from '../../contract/common.ts';
import { ProductDetails, ProductParams, ProductSummary } from '../../contract/products.ts';
import type { AuthHooks } from '../auth/index.ts';
import { AppError } from '../errors.ts';
import { sendCachedJson } from '../http/index.ts';
import type { CatalogueService } from './service.ts';

/**
 * Where shoppers' reads tell of demand the shop did not serve (docs/admin.md#demand-we-missed):
 * the demand module's in-memory counter, which app.ts passes in. Both calls return at once and
 * never throw, so a read is neither slowed nor failed by them.
 */
export interface DemandSignals {
  listed(query: CatalogueQuery, list: CatalogueList): void;
  viewed(product: ProductDetails): void;
}

/**
 * For public reads: a valid token makes `request.user` its user; no token, or one the server does
 * not accept (malformed, forged, expired, revoked, its user deleted), makes a visitor. A public
 * read never answers 401, so it never signs anyone out.
 */
export function visitorUnlessSignedIn(auth: AuthHooks) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization === undefined) return;
    try {
      await auth.user(request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 401)) throw error;
    }
  };
}

/**
 * What shoppers read (docs/catalogue.md). `readDraft` answers an admin's read of one product,
 * drafts included, past the cache: product administration provides it (app.ts), so the catalogue
 * depends on no other module.
 */
export const catalogueRoutes: FastifyPluginAsyncTypebox<{
  catalogue: CatalogueService;
  readDraft: (id: string) => Promise<ProductDetails>;
  auth: AuthHooks;
  demand: DemandSignals;
}> = async (app, { catalogue, readDraft, auth, demand }) => {
  // Shoppers: published products only, served through the short-lived catalogue cache.
  app.get(
    '/api/products',
    { schema: { querystring: CatalogueQuery, response: { 200: CatalogueList, 400: ErrorBody } } },
    async (request, reply) => {
      const list = await catalogue.list(request.query);
      demand.listed(request.query, list);
      return sendCachedJson(reply, list);
    },
  );

  app.get(
    '/api/products/suggest',
    { schema: { querystring: SuggestQuery, response: { 200: Suggestions, 400: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await catalogue.suggest(request.query)),
  );

  app.get(
    '/api/products/categories',
    { schema: { response: { 200: CategoryList } } },
    async (_request, reply) => sendCachedJson(reply, await catalogue.categories()),
  );

  app.get(
    '/api/products/:id/related',
    { schema: { params: ProductParams, response: { 200: RelatedProducts, 404: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await catalogue.related(request.params.id)),
  );

  app.get(
    '/api/products/top',
    { schema: { response: { 200: Type.Array(ProductSummary) } } },
    async (_request, reply) => sendCachedJson(reply, await catalogue.topRated()),
  );

  // Admins get drafts here too (the storefront's edit screen loads a new product through this route),
  // read past the cache and marked no-store; everyone else gets the cached, published product.
  app.get(
    '/api/products/:id',
    {
      onRequest: visitorUnlessSignedIn(auth),
      schema: { params: ProductParams, response: { 200: ProductDetails, 404: ErrorBody } },
    },
    async (request, reply) => {
      reply.header('Vary', 'Authorization');
      if (request.user?.isAdmin) {
        // Set first, so a 404 for an admin is not stored anywhere either.
        reply.header('Cache-Control', 'no-store');
        return reply.send(await readDraft(request.params.id));
      }
      const product = await catalogue.get(request.params.id);
      demand.viewed(product);
      return sendCachedJson(reply, product);
    },
  );
};
