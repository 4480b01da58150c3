import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testAppOptions, type TestApp } from '../test/app.ts';

/** The installable shop's files as the build writes them (docs/findability.md#installable-and-offline). */
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  const clientDir = path.join(t.dataDir, 'client');
  await mkdir(path.join(clientDir, 'assets'), { recursive: true });
  await mkdir(path.join(clientDir, 'icons'), { recursive: true });
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Easy-Buy</title>');
  await writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Easy-Buy"}');
  await writeFile(path.join(clientDir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = await buildApp(testAppOptions({ dataDir: t.dataDir, clientDir }), t.db);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** The CSP's sources for `directive`, or for what it falls back to when the policy leaves it out. */
function sourcesFor(policy: string, directive: string, fallbacks: string[]): string[] {
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  for (const name of [directive, ...fallbacks]) {
    const sources = directives.get(name);
    if (sources) return sources;
  }
  return [];
}

describe('the service worker and the manifest as served', () => {
  it('when the worker is fetched, then it is JavaScript the browser checks again each time, never a year-long copy', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('when the manifest is fetched, then it is served as a web app manifest, checked again each time', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('when an icon is fetched, then it is a PNG', async () => {
    const response = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('when a page is served, then its policy lets it run a worker and read a manifest from this origin only', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const policy = String(response.headers['content-security-policy']);
    expect(sourcesFor(policy, 'worker-src', ['child-src', 'script-src', 'default-src'])).toEqual(["'self'"]);
    expect(sourcesFor(policy, 'manifest-src', ['default-src'])).toEqual(["'self'"]);
  });
});
