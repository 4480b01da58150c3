import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { YEAR } from '../http/index.ts';
import type { DatabaseImageStore } from './database-image-store.ts';
import { storedImageName } from './image-store.ts';

const Params = Type.Object({ '*': Type.String({ maxLength: 200 }) });

/**
 * Serves /uploads/* from the database with the headers @fastify/static gives the files of the
 * embedded shop: WebP, a year of immutable caching, an ETag and Last-Modified for revalidation.
 * A name is never reused for other bytes, so the name itself is a strong validator.
 */
export const databaseUploadRoutes: FastifyPluginAsyncTypebox<{ images: DatabaseImageStore }> = async (
  app,
  { images },
) => {
  app.get('/uploads/*', { schema: { params: Params } }, async (request, reply) => {
    const name = storedImageName(`/uploads/${request.params['*']}`);
    const image = name === undefined ? undefined : await images.read(name);
    if (!image) return reply.callNotFound();
    const etag = `"${name}"`;
    void reply
      .header('Cache-Control', YEAR)
      .header('ETag', etag)
      .header('Last-Modified', image.createdAt.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/webp').send(image.data);
  });
};
