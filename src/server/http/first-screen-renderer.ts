import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstScreenEntry } from '../../contract/first-screen.ts';

/** The first screen's markup from its data, or undefined when it cannot be made from them. */
export type RenderFirstScreen = (
  url: string,
  entries: readonly FirstScreenEntry[],
) => Promise<string | undefined>;

/** Where `npm run build` puts the server's build of src/render-first-screen.tsx: beside the storefront. */
export function rendererFile(clientDir: string): string {
  return path.join(path.dirname(clientDir), 'render', 'render-first-screen.js');
}

/**
 * The storefront's own components rendered on the server (docs/performance.md).
 * The build is loaded on the first page served, not at start-up, so a server that only answers
 * the API never holds React. Without that build (`npm run dev`, an old build) or when a render
 * fails, pages go out with their data only, as before: the browser renders them.
 */
export function firstScreenRenderer(clientDir: string, log: FastifyBaseLogger): RenderFirstScreen {
  const file = rendererFile(clientDir);
  let loading: Promise<RenderFirstScreen | undefined> | undefined;
  const load = async () => {
    if (!existsSync(file)) return undefined;
    const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: RenderFirstScreen };
    return module.renderFirstScreen;
  };
  return async (url, entries) => {
    try {
      loading ??= load();
      const render = await loading;
      return await render?.(url, entries);
    } catch (error) {
      log.error({ err: error }, 'the first screen could not be rendered on the server; sent without it');
      return undefined;
    }
  };
}
