/**
 * The upload bench's data: an admin account written into the database before the server starts,
 * and camera-sized pictures made here, in the bench's process, so that making them never counts
 * against the server's memory.
 */
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../src/contract/product-rules.ts';
import { hashPassword } from '../../src/server/users/password.ts';
import type { SqlSession } from './sql-session.ts';

export const BENCH_ADMIN = { email: 'admin@bench.example.com', password: 'bench-admin-password-2026' };

export async function createBenchAdmin(session: SqlSession): Promise<void> {
  await session.query(
    `INSERT INTO users (name, email, password_hash, is_admin) VALUES ('Bench Admin', $1, $2, true)`,
    [BENCH_ADMIN.email, await hashPassword(BENCH_ADMIN.password)],
  );
}

/** 6000 × 4000: what a 24-megapixel camera takes, just under the server's 25-megapixel limit. */
export const PICTURE_WIDTH = 6000;
export const PICTURE_HEIGHT = 4000;
/** Enough grain that a JPEG at quality 90 weighs 4.3–4.7 MB, near the 5 MB an upload may have. */
const GRAIN_SIGMA = 8;
const JPEG_QUALITY = 90;

export type PictureFormat = 'jpeg' | 'png';

/** Gradients and overlapping discs in colours of their own for each `variant`. */
function scene(variant: number): Buffer {
  const hue = (variant * 90) % 360;
  const discs = Array.from({ length: 40 }, (_, disc) => {
    const x = (disc * 997) % PICTURE_WIDTH;
    const y = (disc * 631) % PICTURE_HEIGHT;
    const radius = 200 + ((disc * 37) % 500);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="hsl(${(hue + disc * 29) % 360},60%,50%)" fill-opacity="0.5"/>`;
  });
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,40%)"/><stop offset="1" stop-color="hsl(${hue + 120},70%,60%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${discs.join('')}</svg>`);
}

/**
 * One 24-megapixel picture under the upload limit. The JPEG is grainy like a photo; the PNG is
 * the same scene without grain (a screenshot or a rendering: grain would take a PNG past 5 MB),
 * and costs more to decode, since a PNG cannot be decoded at a reduced size as a JPEG can.
 */
export async function benchPicture(format: PictureFormat, variant: number): Promise<Buffer> {
  const { data, info } = await sharp(scene(variant))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  let picture: Buffer;
  if (format === 'png') {
    picture = await sharp(data, raw).png().toBuffer();
  } else {
    const grain = await sharp({
      create: {
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: GRAIN_SIGMA },
      },
    })
      .raw()
      .toBuffer();
    picture = await sharp(data, raw)
      .composite([
        {
          input: grain,
          raw: { width: PICTURE_WIDTH, height: PICTURE_HEIGHT, channels: 3 },
          blend: 'overlay',
        },
      ])
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  }
  if (picture.length > MAX_UPLOAD_BYTES) {
    throw new Error(`the bench's ${format} picture weighs ${picture.length} bytes, over the upload limit`);
  }
  return picture;
}
