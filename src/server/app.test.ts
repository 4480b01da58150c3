import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/embedded/index.ts';
import { buildApp } from './app.ts';
import { createTestApp, testAppOptions, type TestApp } from './test/app.ts';

let t: TestApp;
let clientDir: string;
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = path.join(t.dataDir, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Easy-Buy</title>');
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), bundle);
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js.gz'), gzipSync(bundle));
  await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
  await writeFile(path.join(t.dataDir, 'uploads', 'demo', 'phone.webp'), 'RIFF....WEBP');
});

afterAll(() => t.close());

async function withClient<T>(run: (app: TestApp['app']) => Promise<T>): Promise<T> {
  const app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), t.db);
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

describe('GET /api/health', () => {
  it('when the database answers, then it is ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('when the database is gone, then health is 503 and other failures say only Internal Server Error', async () => {
    const database = await openPglite();
    await database.migrate();
    const app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), database.db);
    await database.close();
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });
      const failure = await app.inject({ method: 'GET', url: '/api/products' });
      expect(failure.statusCode).toBe(500);
      expect(failure.json()).toEqual({ message: 'Internal Server Error' });
    } finally {
      await app.close();
    }
  });
});

describe('unknown addresses', () => {
  it('when an API route does not exist, then it answers 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('when the body is not valid JSON, then it answers 400 with a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('serving the storefront', () => {
  it('when a client-side route is opened directly, then index.html answers and is not cached', async () => {
    await withClient(async (app) => {
      for (const url of ['/', '/product/123', '/search/sony/page/2']) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        // The storefront's page, with the title the server gives that address (docs/findability.md).
        expect(response.body).toMatch(/^<!doctype html><title>[^<]*Easy-Buy<\/title>/);
      }
    });
  });

  it('when a hashed asset is fetched, then it is cached for a year and sent pre-compressed', async () => {
    await withClient(async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe('gzip');
    });
  });

  it('when a missing asset is fetched, then it is a 404, not the page', async () => {
    await withClient(async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers: { accept: '*/*' },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  it('when an uploaded image is fetched, then it is cached for a year with nosniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/demo/phone.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when an upload path tries to climb out of the folder, then nothing is served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});
