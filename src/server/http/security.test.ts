import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { documentHeaders } from './security.ts';

let t: TestApp;
let withPages: TestApp['app'];

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Easy-Buy</title>');
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
  await writeFile(path.join(t.dataDir, 'uploads', 'demo', 'phone.webp'), 'RIFF....WEBP');
  withPages = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), t.db);
});

afterAll(async () => {
  await withPages.close();
  await t.close();
});

/** What every page, script and image is sent with. */
const DOCUMENT = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';" +
    "connect-src 'self';frame-src 'none';object-src 'none';base-uri 'self';form-action 'self';" +
    "frame-ancestors 'none'",
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

/** What every JSON answer is sent with: data that nothing may render, frame or embed. */
const JSON_ANSWER = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const PAGE_ONLY = Object.keys(DOCUMENT).filter((name) => !(name in JSON_ANSWER));

describe('security headers on JSON answers', () => {
  it.each([
    ['a catalogue read', 'GET', '/api/products'],
    ['a read of a product that is not there', 'GET', '/api/products/00000000-0000-4000-8000-000000000000'],
    ['a query the schema refuses', 'GET', '/api/products?pageNumber=abc'],
    ['a route that needs a token', 'GET', '/api/orders/myorders'],
    ['an API address no route serves', 'GET', '/api/nothing-here'],
    ['a body that is not JSON', 'POST', '/api/users/login'],
  ])('when %s is answered, then it carries the JSON headers and none of a page’s', async (_, method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      ...(method === 'POST' ? { payload: '{', headers: { 'content-type': 'application/json' } } : {}),
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers).toMatchObject(JSON_ANSWER);
    for (const name of PAGE_ONLY) expect(response.headers).not.toHaveProperty(name);
  });

  it('when the same read is answered twice from the cache, then both answers carry the headers', async () => {
    const cached = await createTestApp({ catalogueCacheMs: 60_000 });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await cached.app.inject({ method: 'GET', url: '/api/products/top' });
        expect(response.headers).toMatchObject(JSON_ANSWER);
      }
    } finally {
      await cached.close();
    }
  });
});

describe('security headers on documents', () => {
  it.each([
    ['the storefront page', '/'],
    ['a storefront address the SPA routes', '/product/anything'],
    ['a script', '/assets/index-abc123.js'],
    ['an uploaded image', '/uploads/demo/phone.webp'],
  ])('when %s is sent, then it carries the strict policy and every page header', async (_, url) => {
    const response = await withPages.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(DOCUMENT);
  });

  it('when PayPal is configured, then its sources are added to scripts, images, connections and frames only', () => {
    const policy = documentHeaders({ paypal: true })['content-security-policy'];
    const paypal = 'https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com';
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${paypal};style-src 'self';img-src 'self' data: ${paypal};` +
        `font-src 'self';connect-src 'self' ${paypal};frame-src ${paypal};object-src 'none';` +
        "base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
  });

  it('when Stripe is configured, then exactly the sources Stripe lists for Stripe.js are added, per directive', () => {
    const policy = documentHeaders({ paypal: false, stripe: true })['content-security-policy'];
    expect(policy).toBe(
      "default-src 'self';" +
        "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://maps.googleapis.com;" +
        "style-src 'self';img-src 'self' data:;font-src 'self';" +
        "connect-src 'self' https://api.stripe.com https://maps.googleapis.com;" +
        'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;' +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
  });

  it('when Stripe is not configured, then no Stripe source is allowed', () => {
    expect(documentHeaders({ paypal: false })['content-security-policy']).not.toMatch(/stripe/);
  });
});
