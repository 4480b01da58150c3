import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { NotFoundError, UnauthorizedError } from '../errors.ts';
import type { DatabaseStats } from '../db/index.ts';

export const METRICS_PATH = '/metrics';
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export interface MetricsOptions {
  /** Undefined keeps `/metrics` closed: it answers 404 as if it did not exist. */
  token: string | undefined;
  /** Pool or in-flight figures of the open database, read on each scrape. */
  databaseStats: (() => DatabaseStats) | undefined;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Compares digests, so the comparison takes the same time whatever the presented token is and
 * however long: neither a matching prefix nor the length leaks.
 */
export function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

const NOT_FOUND = 'Route GET:/metrics not found';

/**
 * `GET /metrics` in Prometheus' text format, for whoever runs the shop, behind `METRICS_TOKEN`.
 * Without a token nothing is measured and prom-client is never loaded; the route answers 404.
 * Registered on the root instance (not as a plugin) so its hooks see every route.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const { token } = options;
  const render = token === undefined ? undefined : await startCollecting(app, options);
  app.get(
    METRICS_PATH,
    {
      schema: {
        response: { 200: Type.String(), 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (token === undefined || render === undefined) throw new NotFoundError(NOT_FOUND);
      if (!presentsToken(request.headers.authorization, token)) {
        void reply.header('www-authenticate', 'Bearer');
        throw new UnauthorizedError('A valid metrics token is required');
      }
      return reply.type(METRICS_CONTENT_TYPE).send(await render());
    },
  );
}

const ErrorBody = Type.Object({ message: Type.String() }, { additionalProperties: true });

async function startCollecting(
  app: FastifyInstance,
  options: MetricsOptions,
): Promise<() => Promise<string>> {
  const { createShopMetrics } = await import('./shop-metrics.ts');
  const metrics = createShopMetrics(options.databaseStats);
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern (`/api/orders/:id`), never the URL: no ids or personal data in labels.
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  return () => metrics.render();
}
