import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { createTestApp, type TestApp } from '../test/app.ts';
import { API_DOCS_PREFIX, OPENAPI_PATH } from './register-api-docs.ts';

/**
 * The essentials of an OpenAPI 3.0 document (the specification's required fields and their
 * types), checked with ajv: enough to catch a broken generator or a route schema that cannot
 * be expressed, without a copy of the full meta-schema in the repository.
 */
const OPENAPI_ESSENTIALS = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.0\\.\\d+$' },
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: { title: { type: 'string', minLength: 1 }, version: { type: 'string', minLength: 1 } },
    },
    paths: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: {
        type: 'object',
        propertyNames: {
          enum: [
            'get',
            'put',
            'post',
            'delete',
            'options',
            'head',
            'patch',
            'trace',
            'parameters',
            'summary',
            'description',
            'servers',
          ],
        },
        additionalProperties: {
          type: 'object',
          required: ['responses'],
          properties: {
            responses: { type: 'object', minProperties: 1 },
            parameters: {
              type: 'array',
              items: {
                type: 'object',
                required: ['name', 'in'],
                properties: {
                  name: { type: 'string' },
                  in: { enum: ['query', 'header', 'path', 'cookie'] },
                  required: { type: 'boolean' },
                },
                if: { properties: { in: { const: 'path' } } },
                then: { required: ['name', 'in', 'required'], properties: { required: { const: true } } },
              },
            },
            requestBody: { type: 'object', required: ['content'] },
          },
        },
      },
    },
    components: { type: 'object' },
  },
} as const;

/** `/api/orders/:id/pay` as OpenAPI writes it: `/api/orders/{id}/pay`. */
const openApiPath = (url: string): string => url.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('when the OpenAPI document is fetched, then it is valid OpenAPI 3.0 in its essentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const validate = new Ajv({ allErrors: true, strict: false }).compile(OPENAPI_ESSENTIALS);
    const valid = validate(response.json());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('when the document is read, then every API route Fastify holds is in it, with its method', async () => {
    const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const apiRoutes = t.app.routeCatalogue.filter(
      (route) =>
        route.method !== 'HEAD' &&
        (route.url.startsWith('/api/') || route.url === '/metrics') &&
        !route.url.startsWith(API_DOCS_PREFIX),
    );
    expect(apiRoutes.length).toBeGreaterThan(20);
    const missing = apiRoutes
      .filter((route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('when a route is left out of the document, then it is the reference page’s or a static file', () => {
    const hidden = t.app.routeCatalogue.filter((route) => route.schema?.hide === true);
    const hiddenApi = hidden.filter(
      (route) =>
        (route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX)) || route.url === '/metrics',
    );
    expect(hiddenApi.map((route) => route.url)).toEqual([]);
  });

  it('when the reference page is opened, then it is served with its own CSP and the storefront keeps the strict one', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const docsCsp = String(page.headers['content-security-policy']);
    expect(docsCsp).toMatch(/script-src 'self';/);
    expect(docsCsp).not.toContain('unsafe-eval');
    const script = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PREFIX}/static/swagger-ui-bundle.js`,
    });
    expect(script.statusCode).toBe(200);

    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
