import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../contract/common.ts';
import {
  Product,
  ProductList,
  ProductListQuery,
  ProductParams,
  ProductSummary,
} from '../../contract/products.ts';
import { sendCachedJson } from '../http/cached-json.ts';
import type { ProductService } from './service.ts';

export const productRoutes: FastifyPluginAsyncTypebox<{ products: ProductService }> = async (
  app,
  { products },
) => {
  app.get(
    '/api/products',
    { schema: { querystring: ProductListQuery, response: { 200: ProductList, 400: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await products.list(request.query)),
  );

  app.get(
    '/api/products/top',
    { schema: { response: { 200: Type.Array(ProductSummary) } } },
    async (_request, reply) => sendCachedJson(reply, await products.topRated()),
  );

  app.get(
    '/api/products/:id',
    { schema: { params: ProductParams, response: { 200: Product, 404: ErrorBody } } },
    async (request, reply) => sendCachedJson(reply, await products.get(request.params.id)),
  );
};
