/**
 * `npx tsx scripts/make-icons.ts`: the installable shop's icons (public/icons/), drawn from
 * public/favicon.svg. Run it again after the favicon changes, and commit the PNGs: the build uses
 * them as they are and downloads nothing (docs/findability.md#installable-and-offline).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
/** The favicon's own background, filled to the edges of the maskable icon. */
const BRAND_900 = '#172554';
/**
 * A maskable icon may be cut to any shape inside its square: only the centre circle of 80% is
 * sure to show. The favicon drawn at 80% puts its cart (under half the favicon's width) well inside.
 */
const MASKABLE_ART = 0.8;

async function main() {
  const svg = await readFile(path.join(PUBLIC, 'favicon.svg'));
  const render = (size: number) =>
    sharp(svg, { density: 72 * (size / 64) })
      .resize(size, size)
      .png();

  for (const size of [192, 512]) {
    await render(size).toFile(path.join(PUBLIC, 'icons', `icon-${size}.png`));
  }
  const full = 512;
  const art = Math.round(full * MASKABLE_ART);
  const offset = Math.round((full - art) / 2);
  await sharp({ create: { width: full, height: full, channels: 4, background: BRAND_900 } })
    .composite([{ input: await render(art).toBuffer(), left: offset, top: offset }])
    .png()
    .toFile(path.join(PUBLIC, 'icons', 'icon-maskable-512.png'));
  process.stdout.write('public/icons: icon-192.png, icon-512.png, icon-maskable-512.png\n');
}

await main();
