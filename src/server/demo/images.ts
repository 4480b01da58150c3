/**
 * Renders the demo catalogue artwork (see art.ts) to WebP files under the uploads directory.
 *
 * Each product gets a full-size 800x600 image and a 400x300 variant for srcset. Files that already
 * exist are left untouched, so seeding is cheap to re-run; new files are written to a temporary
 * name first and renamed into place, so an interrupted run never leaves a truncated image behind.
 */
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { productArtSvg } from './art/product-art.ts';
import type { DemoProduct } from './catalogue.ts';
import { viewSlug } from './art/product-views.ts';
import { demoPhotoViews } from './gallery.ts';

/** Sub-folder of the uploads directory holding the generated demo images. */
export const SEED_IMAGE_DIR = 'demo';

const RENDER_CONCURRENCY = 4;
const WEBP_QUALITY = 80;

const VARIANTS: ReadonlyArray<{ suffix: string; width: number; height: number }> = [
  { suffix: '', width: 800, height: 600 },
  { suffix: '-400w', width: 400, height: 300 },
];

/** Public URL of a product's seeded image, e.g. `/uploads/demo/apple-iphone-15-pro.webp`. */
export function seedImagePath(slug: string): string {
  return `/uploads/${SEED_IMAGE_DIR}/${slug}.webp`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** One picture to write: its file name without `.webp`, and its drawing. */
interface Artwork {
  name: string;
  svg: () => string;
}

async function renderArtwork(dir: string, artwork: Artwork): Promise<void> {
  const targets = [];
  for (const variant of VARIANTS) {
    const file = path.join(dir, `${artwork.name}${variant.suffix}.webp`);
    if (!(await exists(file))) targets.push({ ...variant, file });
  }
  if (targets.length === 0) return;

  const svg = Buffer.from(artwork.svg());
  for (const target of targets) {
    const tmp = `${target.file}.${process.pid}.tmp`;
    try {
      await sharp(svg)
        .resize(target.width, target.height, { fit: 'cover' })
        .webp({ quality: WEBP_QUALITY })
        .toFile(tmp);
      await rename(tmp, target.file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }
}

/**
 * Writes `${uploadsDir}/demo/${slug}.webp` (800x600) and `${slug}-400w.webp` (400x300) for every
 * product and each of its gallery's other views (`${slug}-side.webp`, …), skipping files that
 * already exist. At most four pictures are rendered at a time.
 */
export async function renderSeedImages(uploadsDir: string, products: readonly DemoProduct[]): Promise<void> {
  const dir = path.join(uploadsDir, SEED_IMAGE_DIR);
  await mkdir(dir, { recursive: true });

  // Each product's main photo, and the other views of those whose gallery has more (gallery.ts).
  const artworks: Artwork[] = products.flatMap((product) => [
    { name: product.slug, svg: () => productArtSvg(product) },
    ...demoPhotoViews(product).map((view) => ({
      name: viewSlug(product.slug, view),
      svg: () => productArtSvg(product, view),
    })),
  ]);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < artworks.length) {
      const artwork = artworks[next];
      next += 1;
      if (artwork) await renderArtwork(dir, artwork);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, artworks.length) }, worker));
  // libvips keeps decoded images cached for reuse; seeding is done, so hand that memory back.
  sharp.cache(false);
}
