import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The reference page's own Content-Security-Policy, sent only on `/api/docs/*` (the plugin adds
 * it in its own encapsulated context). Swagger UI's scripts are files from this origin, so
 * scripts stay `'self'`; only styles are widened, because the UI writes `<style>` elements at
 * run time. The storefront keeps the strict policy of http/security.ts.
 */
const API_DOCS_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * OpenAPI 3 generated from the routes' TypeBox schemas, at `/api/openapi.json`, and Swagger UI
 * reading it at `/api/docs`. Served by the API, never part of the storefront's bundle. Must be
 * registered before any route, since @fastify/swagger collects routes as they are added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Easy-Buy API',
        description:
          'The shop’s HTTP API, generated from the schemas each route validates with. Signed-in ' +
          'routes take `Authorization: Bearer <token>` from `POST /api/users/login`.',
        version: '1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // HEAD shares its GET route's handler and schemas: listing both would only repeat them.
    exposeHeadRoutes: false,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: API_DOCS_CSP,
    // The page reads its own copy of the document, at `${API_DOCS_PREFIX}/json`.
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This document: the API in OpenAPI 3',
        response: { 200: Type.Unknown({ description: 'An OpenAPI 3.0 document' }) },
      },
    },
    () => app.swagger(),
  );
}
