/**
 * What happens to an uploaded file before it is stored: its type decided by content, its header
 * checked, its pixels re-encoded to WebP at both sizes. The stores (image-store.ts,
 * database-image-store.ts) only keep the result.
 */
import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import { IMAGE_HEIGHT, IMAGE_WIDTH, SMALL_IMAGE_WIDTH } from '../../contract/images.ts';
import { ValidationError } from '../errors.ts';

/** Above this an image is refused before it is decoded: a small file can unpack to gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
const SMALL_IMAGE_HEIGHT = (SMALL_IMAGE_WIDTH * IMAGE_HEIGHT) / IMAGE_WIDTH;

export type ImageType = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The image type the file's first bytes declare, or undefined. The client's file name and
 * Content-Type are never consulted: they are whatever the sender chose to write.
 */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

type SharpFactory = (typeof import('sharp'))['default'];
let sharpModule: Promise<SharpFactory> | undefined;

/** The image library is loaded on the first upload: most processes never need it. */
function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // libvips would keep decoded images around for reuse; uploads are one-off, so keep memory low.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded';
const UNREADABLE = 'The file is not a readable JPEG, PNG or WebP image';
const TOO_MANY_PIXELS = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;

/** libvips refuses, from the header alone, an image with more pixels than we allow. */
function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && error.message.includes('pixel limit');
}

async function decode(file: Buffer): Promise<Sharp> {
  const type = sniffImageType(file);
  if (!type) throw new ValidationError(NOT_AN_IMAGE);
  const sharp = await loadSharp();
  const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  let pixels: number;
  try {
    const metadata = await image.metadata();
    format = metadata.format;
    pixels = metadata.width * metadata.height;
  } catch (error) {
    throw new ValidationError(isPixelLimit(error) ? TOO_MANY_PIXELS : UNREADABLE);
  }
  // The decoder must agree with the signature, so nothing slips through under another format's name.
  if (format !== type) throw new ValidationError(UNREADABLE);
  if (pixels > MAX_INPUT_PIXELS) throw new ValidationError(TOO_MANY_PIXELS);
  // Turned upright by its EXIF orientation; the output carries no metadata (no camera, no GPS).
  return image.rotate();
}

async function encode(image: Sharp, width: number, height: number): Promise<Buffer> {
  try {
    return await image
      .clone()
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Headers can be fine while the pixel data is broken; that is only found while decoding it.
    throw new ValidationError(UNREADABLE);
  }
}

/** An upload checked and re-encoded to WebP at both sizes, under a new random name. */
export interface PreparedImage {
  /** `<uuid>.webp`, the name under /uploads/ of the large image. */
  largeName: string;
  smallName: string;
  large: Buffer;
  small: Buffer;
}

export async function prepareImage(upload: Buffer): Promise<PreparedImage> {
  const image = await decode(upload);
  const [large, small] = await Promise.all([
    encode(image, IMAGE_WIDTH, IMAGE_HEIGHT),
    encode(image, SMALL_IMAGE_WIDTH, SMALL_IMAGE_HEIGHT),
  ]);
  const name = randomUUID();
  return { largeName: `${name}.webp`, smallName: `${name}-${SMALL_IMAGE_WIDTH}w.webp`, large, small };
}
