import { describe, expect, it } from 'vitest';
import type { UploadResponse } from '../../contract/uploads.ts';
import { imagePart, uploadSuite } from '../test/upload-suite.ts';
import {
  MAX_WAITING_RE_ENCODES,
  RE_ENCODES_AT_ONCE,
  reEncodes,
  reEncodeTurns,
  type DecodeShape,
} from './prepare-image.ts';
import { picture } from '../test/upload-files.ts';

const suite = uploadSuite();
const { upload, storedFiles } = suite;

describe('POST /api/upload', () => {
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
    ) =>
      reEncodeTurns({ format, width, height, channels: 3, interlaced: false, quarterTurned: false, ...more });

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
});
