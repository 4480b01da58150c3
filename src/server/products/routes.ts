import { staffActor } from '../audit/index.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCatalogueQuery } from '../../contract/catalogue.ts';
import { ErrorBody } from '../../contract/common.ts';
import {
  AdminProduct,
  AdminProductDetails,
  AdminProductList,
  MessageBody,
  PriceHistory,
  ProductBody,
  ProductParams,
} from '../../contract/products.ts';
import type { AuthHooks } from '../auth/index.ts';
import type { ProductAdminService } from './admin-service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Product administration (docs/admin.md): drafts, edits and deletions, never cached. */
export const productRoutes: FastifyPluginAsyncTypebox<{
  admin: ProductAdminService;
  auth: AuthHooks;
}> = async (app, { admin, auth }) => {
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
    {
      onRequest: auth.admin,
      schema: { params: ProductParams, response: { 200: AdminProductDetails, ...errors } },
    },
    (request) => admin.get(request.params.id),
  );

  // The price and sale changes the edit screen shows (docs/prices.md#sale-prices).
  app.get(
    '/api/admin/products/:id/price-history',
    {
      onRequest: auth.admin,
      schema: { params: ProductParams, response: { 200: PriceHistory, ...errors } },
    },
    (request) => admin.priceHistory(request.params.id),
  );

  // ProShop's Create Product: a blank draft, whatever the body says (docs/admin.md).
  app.post(
    '/api/products',
    { onRequest: auth.admin, schema: { response: { 201: AdminProduct, ...errors } } },
    async (request, reply) => reply.status(201).send(await admin.create(staffActor(request))),
  );

  // The storefront's Create Product form: the whole product, checked and published at once, so
  // an abandoned form leaves no draft behind.
  app.post(
    '/api/admin/products',
    {
      onRequest: auth.admin,
      schema: { body: ProductBody, response: { 201: AdminProductDetails, ...errors, 409: ErrorBody } },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.createPublished(request.body, staffActor(request))),
  );

  app.put(
    '/api/products/:id',
    {
      onRequest: auth.admin,
      schema: {
        params: ProductParams,
        body: ProductBody,
        response: { 200: AdminProductDetails, ...errors, 409: ErrorBody },
      },
    },
    (request) => admin.update(request.params.id, request.body, staffActor(request)),
  );

  app.delete(
    '/api/products/:id',
    { onRequest: auth.admin, schema: { params: ProductParams, response: { 200: MessageBody, ...errors } } },
    (request) => admin.remove(request.params.id, staffActor(request)),
  );
};
