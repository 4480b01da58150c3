import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDrawn, loadFirstScreen, withFirstScreen } from './first-screen.ts';
import { compressedPage } from './page-compression.ts';
import { firstScreenRenderer } from './first-screen-renderer.ts';
import { loadPageHead } from './page-head.ts';
import { withPageHead } from './page-head-html.ts';
import { screenPreloader } from './screen-preloads.ts';

/** Answers a page address with index.html, its first screen's data written in. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** For files whose name changes whenever their content does. */
export const YEAR = 'public, max-age=31536000, immutable';

/** Vite puts content-hashed files under /assets/: their names change with their content. */
function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? YEAR : 'no-cache';
}

/** Uploaded and seeded images never change under a name, so browsers may keep them for a year. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  // Made now rather than on the first upload, so a new shop starts without a missing-folder warning.
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', YEAR);
    },
  });
}

function wantsPage(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !url.startsWith('/uploads/') &&
    !url.startsWith('/assets/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built storefront, pre-compressed (Brotli or gzip) when the browser accepts it, and
 * answers every unknown page address with index.html so client-side routes survive a reload, its
 * head written for that page with absolute addresses on `publicUrl` (docs/findability.md).
 * Returns how pages are sent, or undefined when there is no built storefront.
 */
export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  publicUrl: string,
): Promise<PageSender | undefined> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const template = await readFile(indexFile, 'utf8');
  const render = firstScreenRenderer(clientDir, app.log);
  const withScreenPreloads = await screenPreloader(clientDir);
  const sendPage: PageSender = async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const entries = await loadFirstScreen(app, pathname);
    const markup = isDrawn(pathname, entries) ? await render(request.url, entries) : undefined;
    const head = await loadPageHead(app, request.url, entries, publicUrl);
    const html = withScreenPreloads(withPageHead(withFirstScreen(template, entries, markup), head), pathname);
    const { body, encoding } = await compressedPage(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  };
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    index: false,
    // Build tooling keeps its files in dot-folders (Vite's `.vite/manifest.json` maps the whole
    // build): nothing under a dot-name is served; it is answered like any unknown address.
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.get('/', sendPage);
  return sendPage;
}

export function notFoundHandler(sendPage: PageSender | undefined) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (sendPage && wantsPage(request)) return sendPage(request, reply);
    return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  };
}
