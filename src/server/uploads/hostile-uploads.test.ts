import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../contract/product-rules.ts';
import type { UploadResponse } from '../../contract/uploads.ts';
import type { TestApp } from '../test/app.ts';
import { imagePart, uploadedPath, uploadSuite } from '../test/upload-suite.ts';
import {
  HTML_PAGE,
  SVG_IMAGE,
  multipart,
  picture,
  plainPicture,
  pngClaiming,
  slowBody,
} from '../test/upload-files.ts';

const suite = uploadSuite();
const { upload, storedFiles } = suite;
let t: TestApp;
let admin: Record<string, string>;
let uploadsDir: string;

beforeAll(() => {
  ({ t, admin, uploadsDir } = suite.state());
});

describe('POST /api/upload', () => {
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
});
