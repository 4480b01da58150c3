import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { securityHeaders } from './security.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

/** What browsers are told on every answer, whatever it is. */
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const STRICT_POLICY =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';" +
  "connect-src 'self';frame-src 'none';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

describe('security headers', () => {
  it.each([
    ['a cached catalogue read', 'GET', '/api/products'],
    [
      'a cached read of a product that is not there',
      'GET',
      '/api/products/00000000-0000-4000-8000-000000000000',
    ],
    ['a query the schema refuses', 'GET', '/api/products?pageNumber=abc'],
    ['a route that needs a token', 'GET', '/api/orders/myorders'],
    ['an address no route serves', 'GET', '/api/nothing-here'],
    ['a body that is not JSON', 'POST', '/api/users/login'],
  ])(
    'when %s is answered, then it carries the strict policy and every other header',
    async (_, method, url) => {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: '{', headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(response.headers).toMatchObject({ ...EXPECTED, 'content-security-policy': STRICT_POLICY });
    },
  );

  it('when the same read is answered twice from the cache, then both answers carry the headers', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products/top' });
    const second = await t.app.inject({ method: 'GET', url: '/api/products/top' });
    for (const response of [first, second]) {
      expect(response.headers['content-security-policy']).toBe(STRICT_POLICY);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('when PayPal is configured, then its sources are added to scripts, images, connections and frames only', () => {
    const policy = securityHeaders({ paypal: true })['content-security-policy'];
    const paypal = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com';
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${paypal};style-src 'self';img-src 'self' data: ${paypal};` +
        `font-src 'self';connect-src 'self' ${paypal};frame-src ${paypal};object-src 'none';` +
        "base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
  });

  it('when headers are read for a response, then no response can change what the next one is sent', () => {
    const headers = securityHeaders({ paypal: false });
    expect(Object.isFrozen(headers)).toBe(true);
    expect(securityHeaders({ paypal: false })).toEqual(headers);
  });
});
