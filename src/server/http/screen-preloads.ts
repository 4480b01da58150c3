import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The layout of the signed-in screens, which a guest passes too: its chunk brings the guest code. */
const SIGNED_IN_LAYOUT = 'src/routes/_signedIn.tsx';

/**
 * Screens the server cannot draw (their content lives in the browser) but shoppers land on from
 * outside, each with the route files whose lazy chunks draw it (docs/decisions/0099): the cart,
 * and the guest checkout's steps and placed order, which a guest reopens (a reload, the order's
 * link in the mail) behind the signed-in layout.
 */
const UNDRAWN_SCREENS: readonly { page: RegExp; routeFiles: readonly string[] }[] = [
  { page: /^\/cart(\/[^/]+)?\/?$/, routeFiles: ['src/routes/cart.{-$id}.tsx'] },
  ...(['shipping', 'payment', 'placeorder'] as const).map((step) => ({
    page: new RegExp(`^/${step}/?$`),
    routeFiles: [SIGNED_IN_LAYOUT, `src/routes/_signedIn.${step}.tsx`],
  })),
  { page: /^\/order\/[^/]+\/?$/, routeFiles: [SIGNED_IN_LAYOUT, 'src/routes/_signedIn.order.$id.tsx'] },
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const isManifest = (value: unknown): value is Manifest =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (chunk) =>
      typeof chunk === 'object' && chunk !== null && typeof (chunk as ManifestChunk).file === 'string',
  );

/** A chunk's file and every file it imports, leaving out the startup file's (already loading). */
function filesOf(manifest: Manifest, key: string, startup: ReadonlySet<string>, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key) || startup.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, startup, seen);
  return seen;
}

/** The startup file and what it imports statically. */
function startupKeys(manifest: Manifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return keys;
}

/** The `<link rel="modulepreload">` tags each undrawn screen's page needs, from Vite's manifest. */
export function screenPreloadsOf(manifest: Manifest): { page: RegExp; tags: string }[] {
  const startup = startupKeys(manifest);
  return UNDRAWN_SCREENS.map(({ page, routeFiles }) => {
    const routeChunks = Object.keys(manifest).filter((key) =>
      routeFiles.some((routeFile) => key.startsWith(`${routeFile}?tsr-split=`)),
    );
    const keys = new Set<string>();
    for (const key of routeChunks) filesOf(manifest, key, startup, keys);
    const tags = [...keys]
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}" />`)
      .join('');
    return { page, tags };
  });
}

/**
 * Reads the build's manifest once and answers, for a page address, the page's HTML with its
 * screen's chunks preloaded beside the startup file, so a screen the server cannot draw paints
 * after one round trip for scripts, not two. Without a manifest, pages are left as they are.
 */
export async function screenPreloader(
  clientDir: string,
): Promise<(html: string, pathname: string) => string> {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return (html) => html;
  const manifest: unknown = JSON.parse(await readFile(manifestFile, 'utf8'));
  if (!isManifest(manifest)) return (html) => html;
  const preloads = screenPreloadsOf(manifest);
  return (html, pathname) => {
    const tags = preloads.find(({ page }) => page.test(pathname))?.tags;
    const headEnd = html.indexOf('</head>');
    return tags && headEnd >= 0 ? html.slice(0, headEnd) + tags + html.slice(headEnd) : html;
  };
}
