import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contract/product-rules.ts';
import type { UploadResponse } from '../../contract/uploads.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/accounts.ts';
import {
  MAX_WAITING_RE_ENCODES,
  RE_ENCODES_AT_ONCE,
  reEncodes,
  reEncodeTurns,
  type DecodeShape,
} from './prepare-image.ts';
import { RECEIVED_FILE_PREFIX } from './received-file.ts';
import {
  HTML_PAGE,
  SVG_IMAGE,
  multipart,
  picture,
  plainPicture,
  pngClaiming,
  type Part,
} from '../test/upload-files.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let uploadsDir: string;
/** Where the server receives uploads while it checks them (os.tmpdir(), read from TMPDIR). */
let receivingDir: string;
let previousTmpdir: string | undefined;

beforeAll(async () => {
  receivingDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  previousTmpdir = process.env.TMPDIR;
  // Each test file runs in a process of its own, so no other suite's uploads land here.
  process.env.TMPDIR = receivingDir;
  t = await createTestApp();
  uploadsDir = path.join(t.dataDir, 'uploads');
  admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
  customer = (await signedIn(t.app, t.db)).headers;
});
afterAll(async () => {
  await t.close();
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  await rm(receivingDir, { recursive: true, force: true });
});
beforeEach(() => rm(uploadsDir, { recursive: true, force: true }));
/** Whatever was answered, no received file outlives its request. */
afterEach(async () => {
  const received = (await readdir(receivingDir)).filter((name) => name.startsWith(RECEIVED_FILE_PREFIX));
  expect(received).toEqual([]);
});

function upload(parts: Part[], headers: Record<string, string> = admin) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const imagePart = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});

/**
 * A request body that arrives the way a network delivers it, 64 KiB at a time, each chunk in a
 * later turn of the event loop; it counts what the server has pulled.
 */
function slowBody(head: Buffer, total: number) {
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

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir, { recursive: true })).sort();
  } catch {
    return [];
  }
}

const uploadedPath = /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

describe('POST /api/upload', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'when an admin uploads a %s, then it is re-encoded to WebP at 800x600 and 400x300 under a new name',
    async (format) => {
      const response = await upload([
        imagePart(await picture(format), `holiday.${format}`, `image/${format}`),
      ]);
      expect(response.statusCode).toBe(201);
      const body = response.json<UploadResponse>();
      expect(body).toEqual({
        message: 'Image uploaded successfully',
        image: expect.stringMatching(uploadedPath),
      });

      const name = body.image.replace('/uploads/', '').replace('.webp', '');
      expect(await storedFiles()).toEqual([`${name}-400w.webp`, `${name}.webp`].sort());
      const large = await sharp(path.join(uploadsDir, `${name}.webp`)).metadata();
      const small = await sharp(path.join(uploadsDir, `${name}-400w.webp`)).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 800, 600]);
      expect([small.format, small.width, small.height]).toEqual(['webp', 400, 300]);
    },
  );

  it('when the stored image is fetched, then it is served as WebP with long caching and nosniff', async () => {
    const { image } = (await upload([imagePart(await picture('png'))])).json<UploadResponse>();
    for (const url of [image, image.replace('.webp', '-400w.webp')]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('when the same file is uploaded twice, then each upload gets its own name', async () => {
    const file = await picture('png');
    const first = (await upload([imagePart(file)])).json<UploadResponse>();
    const second = (await upload([imagePart(file)])).json<UploadResponse>();
    expect(first.image).not.toBe(second.image);
    expect(await storedFiles()).toHaveLength(4);
  });

  it('when the photo carries EXIF data, then none of it is kept', async () => {
    const withExif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Make: 'SpyCam', Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    expect(withExif.includes('secret-location')).toBe(true);
    const { image } = (await upload([imagePart(withExif, 'p.jpg', 'image/jpeg')])).json<UploadResponse>();
    const stored = await readFile(path.join(uploadsDir, path.basename(image)));
    expect(stored.includes('secret-location')).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('when a PNG is half transparent, then both sizes keep its colour and its transparency', async () => {
    const halfGreen = await sharp({
      create: { width: 1200, height: 900, channels: 4, background: { r: 0, g: 170, b: 119, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const { image } = (await upload([imagePart(halfGreen)])).json<UploadResponse>();
    for (const file of [image, image.replace('.webp', '-400w.webp')]) {
      const { data } = await sharp(path.join(uploadsDir, path.basename(file)))
        .extract({ left: 100, top: 100, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      // WebP at quality 80 moves a channel by a step or two; a premultiplied mix-up moves it by 80 or more.
      const expected = [0, 170, 119, 128];
      expect(data).toHaveLength(expected.length);
      const distances = [...data].map((value, index) => Math.abs(value - (expected[index] ?? 0)));
      expect(Math.max(...distances)).toBeLessThanOrEqual(4);
    }
  });

  describe('hostile and broken files', () => {
    it.each([
      ['an SVG (it can carry script)', SVG_IMAGE, 'logo.svg', 'image/svg+xml'],
      ['an SVG named .png', SVG_IMAGE, 'logo.png', 'image/png'],
      ['an HTML page dressed as a PNG', HTML_PAGE, 'photo.png', 'image/png'],
      ['plain text', 'just some words', 'notes.jpg', 'image/jpeg'],
    ])(
      'when it is %s, then it is refused with 400 and nothing is stored',
      async (_what, data, filename, type) => {
        const response = await upload([imagePart(data, filename, type)]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'Only JPEG, PNG or WebP images can be uploaded' });
        expect(await storedFiles()).toEqual([]);
      },
    );

    it.each(['gif', 'tiff'] as const)(
      'when it is a real %s, then it is refused: only JPEG, PNG and WebP are taken',
      async (format) => {
        const response = await upload([imagePart(await picture(format, 40, 30), `a.${format}`, 'image/png')]);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'Only JPEG, PNG or WebP images can be uploaded' });
      },
    );

    it('when HTML follows a JPEG signature, then it is refused as unreadable', async () => {
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML_PAGE)]);
      const response = await upload([imagePart(fake, 'x.jpg', 'image/jpeg')]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The file is not a readable JPEG, PNG or WebP image',
      });
      expect(await storedFiles()).toEqual([]);
    });

    it('when a real PNG has an HTML page appended (a polyglot), then only clean pixels are stored', async () => {
      const polyglot = Buffer.concat([await picture('png', 64, 48), Buffer.from(HTML_PAGE)]);
      const response = await upload([imagePart(polyglot, 'x.html', 'text/html')]);
      expect(response.statusCode).toBe(201);
      const { image } = response.json<UploadResponse>();
      for (const file of await storedFiles()) {
        const stored = await readFile(path.join(uploadsDir, file));
        expect(stored.includes('<script')).toBe(false);
        expect(stored.includes('<html')).toBe(false);
      }
      expect((await sharp(path.join(uploadsDir, path.basename(image))).metadata()).format).toBe('webp');
      const served = await t.app.inject({ method: 'GET', url: image });
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('when a truncated PNG arrives, then it is refused as unreadable', async () => {
      const whole = await picture('png');
      const response = await upload([imagePart(whole.subarray(0, Math.floor(whole.length / 2)))]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The file is not a readable JPEG, PNG or WebP image',
      });
      expect(await storedFiles()).toEqual([]);
    });

    it.each([
      // Its pixel data is a few zero bytes: decoded, it would be refused as unreadable (400).
      ['a small PNG claiming 10 000 x 6 000', () => Promise.resolve(pngClaiming(10_000, 6_000)), '60.0'],
      ['a real image of 5 020 x 5 000', () => plainPicture(5_020, 5_000), '25.1'],
      // 25.005 megapixels, rounded up: an image over the limit is never told it has 25.0.
      ['a PNG claiming 5 001 x 5 000', () => Promise.resolve(pngClaiming(5_001, 5_000)), '25.1'],
    ])(
      'when it is %s, then it is refused with 413 before decoding, saying its size, and nothing is stored',
      async (_what, file, megapixels) => {
        const response = await upload([imagePart(await file())]);
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          message: `The image is too large: the limit is 25 megapixels (this one has ${megapixels})`,
          code: 'PAYLOAD_TOO_LARGE',
        });
        expect(await storedFiles()).toEqual([]);
      },
    );

    it('when an image has exactly 25 megapixels, then it is accepted and re-encoded', async () => {
      const response = await upload([imagePart(await plainPicture(5_000, 5_000))]);
      expect(response.statusCode).toBe(201);
      const { image } = response.json<UploadResponse>();
      const large = await sharp(path.join(uploadsDir, path.basename(image))).metadata();
      expect([large.format, large.width, large.height]).toEqual(['webp', 800, 600]);
    });

    it.each([
      '../../../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      '/tmp/absolute.png',
      '.htaccess',
      'x.webp%00.html',
    ])('when the file name is %j, then it is ignored: the server names the file', async (filename) => {
      const response = await upload([imagePart(await picture('png', 80, 60), filename)]);
      expect(response.statusCode).toBe(201);
      expect(response.json<UploadResponse>().image).toMatch(uploadedPath);
      const files = await storedFiles();
      expect(files).toHaveLength(2);
      for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}(-400w)?\.webp$/);
    });

    it('when the file is larger than 5 MB, then it is refused with 413 and nothing is stored', async () => {
      const big = Buffer.concat([await picture('png', 64, 48), Buffer.alloc(MAX_UPLOAD_BYTES)]);
      const response = await upload([imagePart(big)]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'The image is too large: the limit is 5 MB' });
      expect(await storedFiles()).toEqual([]);
    });

    it('when the body says it is over the limit, then it is refused before any of it is read', async () => {
      const body = slowBody(Buffer.alloc(0), 50 * 1024 * 1024);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: {
          ...admin,
          'content-type': 'multipart/form-data; boundary=xyz',
          'content-length': String(50 * 1024 * 1024),
        },
        payload: body.stream,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'The image is too large: the limit is 5 MB' });
      expect(response.headers.connection).toBe('close');
      expect(body.bytesSent()).toBe(0);
    });

    it('when a large body arrives without a declared length, then reading stops at the limit', async () => {
      // Everything up to the file's first byte, then an endless file.
      const form = multipart([imagePart(Buffer.alloc(0))]);
      const opening = form.payload.subarray(0, form.payload.indexOf('\r\n\r\n') + 4);
      const total = 40 * 1024 * 1024;
      const body = slowBody(opening, total);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...admin, ...form.headers, 'transfer-encoding': 'chunked' },
        payload: body.stream,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: 'The image is too large: the limit is 5 MB' });
      expect(response.headers.connection).toBe('close');
      expect(body.bytesSent()).toBeLessThan(MAX_UPLOAD_BYTES + 1024 * 1024);
      expect(await storedFiles()).toEqual([]);
    });
    it('when the body ends part of the way through the file, then nothing is stored or left behind', async () => {
      const form = multipart([imagePart(await picture('png'))]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...admin, ...form.headers },
        payload: form.payload.subarray(0, Math.floor(form.payload.length / 2)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'The upload stopped before the whole file arrived: send it again',
      });
      expect(await storedFiles()).toEqual([]);
    });
  });

  describe('malformed requests', () => {
    it('when the file is in another field, then it says which field to use', async () => {
      const response = await upload([{ ...imagePart(await picture('png', 40, 30)), name: 'photo' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'No image received: send the file in the form field "image"',
      });
    });

    it('when the form has no file at all, then it says which field to use', async () => {
      const response = await upload([{ name: 'image', data: 'not a file' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'No image received: send the file in the form field "image"',
      });
    });

    it('when the file is empty, then it is refused', async () => {
      const response = await upload([imagePart(Buffer.alloc(0))]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The file is empty' });
    });

    it('when the body is JSON instead of a form, then it says how to send the image', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: admin,
        payload: { image: 'data:image/png;base64,AAAA' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'No image received: send the file in the form field "image"',
      });
    });
  });

  describe('several uploads at once', () => {
    it('when four images are uploaded at once, then all four are stored at both sizes', async () => {
      const formats = ['jpeg', 'png', 'webp', 'jpeg'] as const;
      const files = await Promise.all(formats.map((format) => picture(format, 1600, 1200)));
      const responses = await Promise.all(
        files.map((file, index) => upload([imagePart(file, 'photo', `image/${formats[index]}`)])),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
      const images = responses.map((response) => response.json<UploadResponse>().image);
      expect(new Set(images).size).toBe(4);
      expect(await storedFiles()).toHaveLength(8);
    });

    it('when every re-encode is taken and the queue is full, then an upload is refused with 503 and Retry-After', async () => {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const taken = Array.from({ length: RE_ENCODES_AT_ONCE + MAX_WAITING_RE_ENCODES }, () =>
        reEncodes.run(() => released),
      );
      try {
        const response = await upload([imagePart(await picture('png', 80, 60))]);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          message: 'The server is busy with other images: try again in a few seconds',
          code: 'SERVICE_UNAVAILABLE',
        });
        expect(await storedFiles()).toEqual([]);
      } finally {
        release();
        await Promise.all(taken);
      }
      // Once the queue has drained, uploads are taken again.
      expect((await upload([imagePart(await picture('png', 80, 60))])).statusCode).toBe(201);
    });
  });

  describe('turns by what the decode holds', () => {
    const shape = (
      format: DecodeShape['format'],
      width: number,
      height: number,
      more: Partial<DecodeShape> = {},
    ) => reEncodeTurns({ format, width, height, channels: 3, interlaced: false, ...more });

    it('when two 24-megapixel JPEGs come, then each takes one turn: they are decoded at a reduced size', () => {
      expect(shape('jpeg', 6000, 4000)).toBe(1);
      expect(shape('jpeg', 4000, 6000)).toBe(1);
      expect(shape('jpeg', 5000, 5000)).toBe(1);
    });

    it('when a 24-megapixel PNG or WebP comes, then it takes both turns and is re-encoded alone', () => {
      expect(shape('png', 6000, 4000)).toBe(2);
      expect(shape('webp', 6000, 4000)).toBe(2);
    });

    it('when a progressive JPEG comes, then it is counted at full size and more, as it is decoded whole', () => {
      expect(shape('jpeg', 6000, 4000, { interlaced: true })).toBe(2);
    });

    it('when an interlaced PNG of a few megapixels comes, then it takes both turns: it is held whole', () => {
      expect(shape('png', 2000, 1500, { interlaced: true })).toBe(2);
      expect(shape('png', 2000, 1500)).toBe(1);
    });

    it('when images of a few megapixels come, then each takes one turn, whatever its format', () => {
      expect(shape('png', 1600, 1200, { channels: 4 })).toBe(1);
      expect(shape('webp', 3000, 2000)).toBe(1);
    });
  });

  describe('access', () => {
    it('when nobody is signed in, then it answers 401 and stores nothing', async () => {
      const response = await upload([imagePart(await picture('png', 40, 30))], {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not authorized, no token' });
      expect(await storedFiles()).toEqual([]);
    });

    it('when a customer uploads, then it answers 403 and stores nothing', async () => {
      const response = await upload([imagePart(await picture('png', 40, 30))], customer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Not authorized as an admin' });
      expect(await storedFiles()).toEqual([]);
    });

    it('when the token is forged, then it answers 401 token failed', async () => {
      const response = await upload([imagePart(await picture('png', 40, 30))], {
        authorization: 'Bearer aaaa.bbbb.cccc',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not authorized, token failed' });
    });
  });
});
