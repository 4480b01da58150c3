import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';

let t: TestApp;
let clientDir: string;
const MANIFEST = JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true } });

beforeAll(async () => {
  t = await createTestApp();
  clientDir = path.join(t.dataDir, 'client');
  await mkdir(path.join(clientDir, '.vite'), { recursive: true });
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Easy-Buy</title>');
  await writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(path.join(clientDir, '.vite', 'manifest.json'), MANIFEST);
  await writeFile(path.join(clientDir, '.vite', 'manifest.json.gz'), gzipSync(MANIFEST));
});
afterAll(() => t.close());

/** The app with some options changed, closed again after `run`. */
async function withApp<T>(
  overrides: Partial<AppOptions>,
  run: (app: FastifyInstance) => Promise<T>,
  prepare: (app: FastifyInstance) => void = () => undefined,
): Promise<T> {
  const app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir, ...overrides }), t.db);
  prepare(app);
  try {
    return await run(app);
  } finally {
    await app.close();
  }
}

describe('the build manifest', () => {
  it.each([
    ['/.vite/manifest.json', '*/*'],
    ['/.vite/manifest.json', 'text/html'],
    ['/%2evite/manifest.json', '*/*'],
    ['/.vite/', '*/*'],
    ['/assets/../.vite/manifest.json', '*/*'],
  ])('when %s is asked for with Accept %s, then the manifest is not served', async (url, accept) => {
    await withApp({}, async (app) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept, 'accept-encoding': 'gzip' },
      });
      // A 404, or the storefront's page (with the title the server gives that address).
      expect(response.statusCode === 404 || /<title>[^<]*Easy-Buy<\/title>/.test(response.body)).toBe(true);
      expect(response.body).not.toContain('isEntry');
      expect(response.headers['content-encoding']).toBeUndefined();
    });
  });

  it('when the storefront’s own assets are asked for, then they are still served', async () => {
    await withApp({}, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log(1);');
    });
  });
});

describe('Cache-Control on signed-in responses', () => {
  it('when a request carries a token, then the answer is no-store, even from a public route', async () => {
    const customer = await signedIn(t.app, t.db);
    for (const url of ['/api/users/profile', '/api/products', '/api/orders/myorders']) {
      const response = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('when a route needs a sign-in and none is given, then its refusal is no-store too', async () => {
    for (const url of ['/api/users/profile', '/api/users', '/api/orders']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('when an anonymous visitor reads the catalogue, then the answer may be cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  const overHttps = { 'x-forwarded-proto': 'https' };

  it('when the shop is reached over plain HTTP, then no HSTS header is sent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: overHttps });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('when a trusted proxy says the request came over HTTPS, then HSTS is sent', async () => {
    await withApp({ trustProxy: ['127.0.0.1'] }, async (app) => {
      const https = await app.inject({ method: 'GET', url: '/api/health', headers: overHttps });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await app.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });
  });

  it('when HSTS is configured on or off, then that holds whatever the protocol', async () => {
    await withApp({ hsts: true }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
    await withApp({ hsts: false, trustProxy: ['127.0.0.1'] }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: overHttps });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

/** Everything the server sends on a raw connection until it closes it. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

describe('request timeouts', () => {
  const short = { timeouts: { idleMs: 200, requestMs: 60_000 } };

  it('when a client sends its headers and then nothing, then it is answered 408 and disconnected', async () => {
    await withApp(short, async (app) => {
      const port = await listening(app);
      const received = await exchange(
        port,
        'POST /api/users/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{"email":',
      );
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(received.toLowerCase()).toContain('connection: close');
      expect(received).toContain('"code":"REQUEST_TIMEOUT"');
    });
  });

  it('when a request is refused before its body arrives, then the connection ends with the answer', async () => {
    await withApp(short, async (app) => {
      const port = await listening(app);
      const received = await exchange(
        port,
        'PUT /api/users/profile HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"name":',
      );
      expect(received).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
      expect(received.toLowerCase()).toContain('connection: close');
    });
  });

  it('when a kept-alive connection stalls on its second request, then that one is answered 408', async () => {
    await withApp(short, async (app) => {
      const port = await listening(app);
      const received = await exchange(
        port,
        'GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n' +
          'POST /api/users/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n',
      );
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(received).toContain('HTTP/1.1 408 Request Timeout');
    });
  });

  it('when a kept-alive connection stays quiet past the keep-alive time, then the server closes it', async () => {
    await withApp(short, async (app) => {
      // Fastify's 72 s, shortened: Node closes the connection a second after this.
      app.server.keepAliveTimeout = 100;
      const port = await listening(app);
      // Resolves only once the server has closed the connection.
      const received = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n');
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(received.toLowerCase()).toContain('connection: keep-alive');
    });
  });

  it('when a handler takes longer than the idle limit, then its answer still arrives', async () => {
    await withApp(
      short,
      async (app) => {
        const port = await listening(app);
        const received = await exchange(
          port,
          'GET /test/slow HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n',
        );
        expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
        expect(received).toContain('"done":true');
      },
      (app) => {
        // Stands for a payment provider that takes its time: the client has sent everything.
        app.get('/test/slow', async () => {
          await sleep(short.timeouts.idleMs * 3);
          return { done: true };
        });
      },
    );
  });
});
