import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../contract/common.ts';
import { acceptsEncoding } from '../http/index.ts';
import type { SitemapDocument, SitemapService } from './service.ts';

/**
 * An hour: crawlers fetch these a few times a day at most, and a shared cache in front of the shop
 * may answer them meanwhile. A new product waits at most that long to be named, which is sooner
 * than any crawler comes back; the ETag lets each revalidation cost a 304.
 */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

const xmlAnswer = (description: string) => ({
  200: { description, content: { 'application/xml': { schema: Type.String() } } },
  304: { description: 'Not modified: the copy the crawler holds is current', type: 'null' },
  404: ErrorBody,
});

/** True when the request's `If-None-Match` names this ETag (weak comparison, as RFC 9110 asks). */
function isCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The kept gzip to a client that takes it, else the text; a shared cache keys on the coding. */
function send(request: FastifyRequest, reply: FastifyReply, type: string, document: SitemapDocument) {
  const gzipped = acceptsEncoding(request.headers['accept-encoding'], 'gzip') ? document.gzipped : undefined;
  const { body, etag } = gzipped ?? document;
  void reply
    .header('Cache-Control', SITEMAP_CACHE_CONTROL)
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding');
  if (isCurrent(request, etag)) return reply.code(304).send();
  if (gzipped) void reply.header('Content-Encoding', 'gzip');
  return reply.type(type).send(body);
}

export const sitemapRoutes: FastifyPluginAsyncTypebox<{ sitemap: SitemapService }> = async (
  app,
  { sitemap },
) => {
  app.get(
    '/sitemap.xml',
    { schema: { hide: true, response: xmlAnswer('The sitemap index') } },
    async (request, reply) => send(request, reply, XML, await sitemap.index()),
  );

  app.get(
    '/sitemaps/:name',
    {
      schema: {
        hide: true,
        params: Type.Object({ name: Type.String() }),
        response: xmlAnswer('One file of the sitemap index'),
      },
    },
    async (request, reply) => send(request, reply, XML, await sitemap.file(request.params.name)),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        hide: true,
        response: { 200: { content: { 'text/plain': { schema: Type.String() } } }, 304: { type: 'null' } },
      },
    },
    async (request, reply) => send(request, reply, TEXT, sitemap.robots()),
  );
};
