import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a page is sent as it is: compressing would save less than a packet. */
const MIN_BYTES = 1024;
/**
 * Brotli's quality 5 compresses a 60 KB page in about a millisecond to within a few per cent of
 * quality 11, which costs tens of milliseconds each time (pages are made per request).
 */
const BROTLI_QUALITY = 5;

/** Whether an `Accept-Encoding` value takes this coding (named, and not refused with `q=0`). */
export function acceptsEncoding(acceptEncoding: string | undefined, coding: string): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(
      ([name, ...params]) => name === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)),
    );
}

/**
 * A page made per request (index.html with its first screen written in), compressed the way the
 * built files are (@fastify/static `preCompressed`): Brotli, else gzip, else as it is.
 */
export async function compressedPage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const buffer = Buffer.from(html);
  if (!acceptEncoding || buffer.length < MIN_BYTES) return { body: html };
  if (acceptsEncoding(acceptEncoding, 'br')) {
    return {
      body: await brotli(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      encoding: 'br',
    };
  }
  if (acceptsEncoding(acceptEncoding, 'gzip'))
    return { body: await gzipAsync(buffer, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}
