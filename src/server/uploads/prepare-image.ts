/**
 * What happens to an uploaded file before it is stored: its type decided by content, its header
 * checked, its pixels re-encoded to WebP at both sizes, a bounded number at a time
 * (docs/admin.md). The stores (image-store.ts,
 * database-image-store.ts) only keep the result.
 */
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { IMAGE_HEIGHT, IMAGE_WIDTH, SMALL_IMAGE_WIDTH } from '../../contract/images.ts';
import { MAX_IMAGE_PIXELS } from '../../contract/product-rules.ts';
import { createConcurrencyLimit } from '../concurrency-limit.ts';
import { PayloadTooLargeError, ServiceUnavailableError, ValidationError } from '../errors.ts';
import { withScratchFile } from './received-file.ts';

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

/** The bytes `sniffImageType` needs. */
const SIGNATURE_BYTES = 12;

async function firstBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SIGNATURE_BYTES), 0, SIGNATURE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * How many uploads are re-encoded at once in one server process. Each decodes its image a region
 * at a time, and what that holds grows with the image's width and how it is stored: about 10 MiB
 * for a 24-megapixel JPEG (decoded at a quarter of its size), 35 MiB for a PNG of that size and
 * 100 MiB for an interlaced one. More at once would only share the same cores while each held its
 * memory (docs/performance/memory.md).
 */
export const RE_ENCODES_AT_ONCE = 2;
/**
 * An image whose decode holds more values (pixels × bands) than this takes both turns, so it is
 * re-encoded alone: a 24-megapixel PNG (72 million), an interlaced one or a progressive JPEG (held
 * whole while decoded). Two such at once, and the memory each leaves with the thread that ran it,
 * took the server far past its budget, where two JPEGs of that size (decoded at a quarter or less
 * of their size, 18 million) share the turns (docs/performance/memory.md).
 */
export const HEAVY_DECODE_VALUES = 24_000_000;
const INTERLACED_FACTOR = 3;
/**
 * Uploads that may wait for a turn. Each holds its file (at most 5 MB, on disk), its connection
 * and nothing decoded while it waits; past this many a new one is refused with 503 instead of
 * piling up (docs/admin.md).
 */
export const MAX_WAITING_RE_ENCODES = 4;
/** About how long the turns ahead take to clear on a small server, for `Retry-After`. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export const reEncodes = createConcurrencyLimit({
  atOnce: RE_ENCODES_AT_ONCE,
  queue: {
    maxWaiting: MAX_WAITING_RE_ENCODES,
    refuse: () =>
      new ServiceUnavailableError(
        'The server is busy with other images: try again in a few seconds',
        BUSY_RETRY_AFTER_SECONDS,
      ),
  },
});

type SharpFactory = (typeof import('sharp'))['default'];
let sharpModule: Promise<SharpFactory> | undefined;

/** The image library is loaded on the first upload: most processes never need it. */
function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // libvips would keep decoded images around for reuse; uploads are one-off, so keep memory low.
    sharp.cache(false);
    // One libvips thread per image: sharp's own default on glibc, said here so that every platform
    // has it. With two, four 24-megapixel uploads at once peaked 13–17 MiB higher for re-encodes
    // at most a third quicker on two cores (docs/performance/memory.md).
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images can be uploaded';
const UNREADABLE = 'The file is not a readable JPEG, PNG or WebP image';

/** Rounded up, so an image just over the limit is never told it has 25.0 megapixels. */
const megapixels = (pixels: number) => (Math.ceil(pixels / 100_000) / 10).toFixed(1);

function tooManyPixels(pixels?: number): PayloadTooLargeError {
  const limit = `The image is too large: the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
  return new PayloadTooLargeError(
    pixels === undefined ? limit : `${limit} (this one has ${megapixels(pixels)})`,
  );
}

/** libvips refused to decode more pixels than `limitInputPixels` allows. */
function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && error.message.includes('pixel limit');
}

/** What the header says that decides what decoding the image will hold. */
export interface DecodeShape {
  format: ImageType;
  width: number;
  height: number;
  channels: number;
  /** An interlaced PNG or progressive JPEG: decoded whole, not a band at a time. */
  interlaced: boolean;
  /** Its EXIF orientation turns it a quarter (5 to 8): upright, its width is `height`. */
  quarterTurned: boolean;
}

/**
 * How many re-encode turns an image takes: two when its decode holds more than
 * `HEAVY_DECODE_VALUES`. A JPEG is decoded at an eighth, a quarter or half of its size when it is
 * that much larger than the stored image (libjpeg's scaling, which sharp uses); the factor counted
 * here is one step below what sharp picks, and the smaller of either orientation, so the estimate
 * errs high. Other formats are counted at full size, and an interlaced image (or progressive
 * JPEG) three times over.
 */
export function reEncodeTurns({ format, width, height, channels, interlaced }: DecodeShape): 1 | 2 {
  let scale = 1;
  if (format === 'jpeg' && !interlaced) {
    const shrink = Math.min(
      width / IMAGE_WIDTH,
      height / IMAGE_HEIGHT,
      height / IMAGE_WIDTH,
      width / IMAGE_HEIGHT,
    );
    while (scale < 8 && scale * 4 <= shrink) scale *= 2;
  }
  const values = Math.ceil(width / scale) * Math.ceil(height / scale) * channels;
  // Held whole, and then some: an interlaced 24-megapixel PNG held 96 MiB, a plain one 36.
  const held = interlaced ? values * INTERLACED_FACTOR : values;
  return held > HEAVY_DECODE_VALUES ? 2 : 1;
}

/**
 * Refuses, from the file's first bytes and its header alone, what is not a JPEG, PNG or WebP or
 * has too many pixels: a file of a few kilobytes can declare gigapixels.
 */
async function checkHeader(sharp: SharpFactory, file: string): Promise<DecodeShape> {
  const type = sniffImageType(await firstBytes(file));
  if (!type) throw new ValidationError(NOT_AN_IMAGE);
  let metadata;
  try {
    // metadata() reads the header and decodes nothing, so it needs no pixel limit; without one,
    // an image over ours is told its own size.
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(UNREADABLE);
  }
  // The decoder must agree with the signature, so nothing slips through under another format's name.
  if (metadata.format !== type) throw new ValidationError(UNREADABLE);
  const { width, height, channels } = metadata;
  if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels(width * height);
  return {
    format: type,
    width,
    height,
    channels,
    interlaced: metadata.isProgressive,
    quarterTurned: (metadata.orientation ?? 1) >= 5,
  };
}

/**
 * A PNG at least this many times the stored size (the smaller of its two ratios, upright) is
 * shrunk in a first pass before it is resized. One decode and resize in a bare process, over the
 * loaded library: 36 MiB in one pass for the bench's 6 000 × 4 000 PNG (6.7 times), 27–28 shrunk
 * by three first; 21 MiB for 3 200 × 2 400 (four times), 18 shrunk by two. What the first pass
 * saves grows with the width; under four times no whole factor shrinks the image and still leaves
 * twice the stored size for the second pass to resample, so one pass does (ADR 0086,
 * docs/performance/memory.md, "Fourth pass").
 */
const TWO_PASS_RATIO = 4;
/** What the first pass leaves: at least this many times the stored size, for a clean resample. */
const FIRST_PASS_MARGIN = 2;

/**
 * The whole factor a first pass shrinks the image by, or 1 for one pass. Only PNGs: JPEG and WebP
 * decoders already decode a large image at a fraction of its size (sharp's shrink-on-load).
 */
export function firstPassShrink({ format, width, height, quarterTurned }: DecodeShape): number {
  if (format !== 'png') return 1;
  const [uprightWidth, uprightHeight] = quarterTurned ? [height, width] : [width, height];
  const ratio = Math.min(uprightWidth / IMAGE_WIDTH, uprightHeight / IMAGE_HEIGHT);
  return ratio < TWO_PASS_RATIO ? 1 : Math.floor(ratio / FIRST_PASS_MARGIN);
}

/** `work` with the image library's failures told to the sender as what they mean for the upload. */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels();
    // Headers can be fine while the pixel data is broken; that is only found while decoding it.
    throw new ValidationError(UNREADABLE);
  }
}

/**
 * Both sizes from one decode of `image`: the large one is made first as raw pixels, and the
 * small one from those. Decoding the upload once per size held two decodes of each image at once.
 */
async function resizeAndEncode(
  sharp: SharpFactory,
  image: ReturnType<SharpFactory>,
): Promise<{ large: Buffer; small: Buffer }> {
  const { data, info } = await image
    .resize(IMAGE_WIDTH, IMAGE_HEIGHT, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Raw output is never premultiplied (info.premultiplied only says the resize was done so).
  const { width, height, channels } = info;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const large = await pixels().webp({ quality: WEBP_QUALITY }).toBuffer();
  const small = await pixels()
    .resize(SMALL_IMAGE_WIDTH, SMALL_IMAGE_HEIGHT)
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
  return { large, small };
}

/**
 * The upload at both sizes. A PNG much larger than the stored size is first shrunk by a whole
 * factor into a scratch file in libvips' own format, and resized from there: resized straight
 * from the upload, libvips held buffers the full width of the image for the whole resize, in the
 * C heap of whichever thread ran it, where they stayed (docs/performance/memory.md).
 */
async function reEncode(
  sharp: SharpFactory,
  file: string,
  shape: DecodeShape,
): Promise<{ large: Buffer; small: Buffer }> {
  // The pixel limit again, as a backstop: a decoder that finds more than the header said stops.
  // Turned upright by its EXIF orientation, once, in the pass that reads the upload; the output
  // carries no metadata (no camera, no GPS).
  const upload = () => sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const shrink = firstPassShrink(shape);
  if (shrink === 1) return decoding(() => resizeAndEncode(sharp, upload()));
  const [width, height] = shape.quarterTurned ? [shape.height, shape.width] : [shape.width, shape.height];
  // The scratch file is made outside `decoding`: a full temporary directory is the server's
  // failure, not an unreadable image.
  return withScratchFile(file, '.v', (scratch) =>
    decoding(async () => {
      // A linear kernel over a whole factor averages the pixels it shrinks, where nearest-neighbour
      // would drop all but one in each block.
      await upload()
        .resize(Math.ceil(width / shrink), Math.ceil(height / shrink), { fit: 'fill', kernel: 'linear' })
        .toFile(scratch);
      // Already upright, and without metadata: not turned again.
      return resizeAndEncode(sharp, sharp(scratch, { failOn: 'error' }));
    }),
  );
}

/** An upload checked and re-encoded to WebP at both sizes, under a new random name. */
export interface PreparedImage {
  /** `<uuid>.webp`, the name under /uploads/ of the large image. */
  largeName: string;
  smallName: string;
  large: Buffer;
  small: Buffer;
}

/**
 * The uploaded file at `upload` (a path: the file is read a part at a time, never held whole) as
 * WebP at both sizes. The header is checked before the upload waits for a turn, so an image that
 * is refused anyway is refused at once, and takes no one's place.
 */
export async function prepareImage(upload: string): Promise<PreparedImage> {
  const sharp = await loadSharp();
  const shape = await checkHeader(sharp, upload);
  const { large, small } = await reEncodes.run(() => reEncode(sharp, upload, shape), reEncodeTurns(shape));
  const name = randomUUID();
  return { largeName: `${name}.webp`, smallName: `${name}-${SMALL_IMAGE_WIDTH}w.webp`, large, small };
}
