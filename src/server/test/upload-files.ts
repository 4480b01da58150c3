import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test fixtures for uploads: real images made with sharp, and hostile files made by hand. */

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body written out by hand, so tests control every byte of it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----easybuy-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = [`form-data; name="${part.name}"`];
    if (part.filename !== undefined) disposition.push(`filename="${part.filename}"`);
    const headers = [`Content-Disposition: ${disposition.join('; ')}`];
    if (part.contentType) headers.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A colourful picture (a gradient, so encoders have something to do) in the given format. */
export function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
  width = 1200,
  height = 900,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0a7"/><stop offset="1" stop-color="#f80"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/**
 * A PNG of one colour: tens of megapixels in a few kilobytes, so tests can send images near the
 * pixel limit without large files.
 */
export function plainPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png({ palette: true, colours: 2 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims a huge image: a decompression bomb, if anyone decoded it. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

export const SVG_IMAGE =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>';

/**
 * A request body that arrives the way a network delivers it, 64 KiB at a time, each chunk in a
 * later turn of the event loop; it counts what the server has pulled.
 */
export function slowBody(head: Buffer, total: number) {
  let sent = 0;
  let headSent = head.length === 0;
  const stream = new Readable({
    read() {
      setImmediate(() => {
        if (!headSent) {
          headSent = true;
          this.push(head);
          return;
        }
        if (sent >= total) {
          this.push(null);
          return;
        }
        sent += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024, 0x41));
      });
    },
  });
  return { stream, bytesSent: () => sent };
}
