import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '../../contract/uploads.ts';
import type { TestApp } from '../test/app.ts';
import { imagePart, uploadedPath, uploadSuite } from '../test/upload-suite.ts';
import { picture } from '../test/upload-files.ts';

const suite = uploadSuite();
const { upload, storedFiles } = suite;
let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let uploadsDir: string;

beforeAll(() => {
  ({ t, admin, customer, uploadsDir } = suite.state());
});

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
