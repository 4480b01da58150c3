import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { picture } from '../test/upload-files.ts';
import { firstPassShrink, prepareImage, type DecodeShape } from './prepare-image.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prepare-image-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function uploaded(bytes: Buffer): Promise<string> {
  const file = path.join(dir, 'upload');
  await writeFile(file, bytes);
  return file;
}

/** A grey picture, upright `width` × `height`, whose top left corner is red. */
function redCornered(width: number, height: number): Sharp {
  const corner = { width: width / 4, height: height / 4 };
  return sharp({ create: { width, height, channels: 3, background: '#808080' } }).composite([
    {
      input: { create: { ...corner, channels: 3, background: '#ff0000' } },
      left: 0,
      top: 0,
    },
  ]);
}

/** Whether the pixel at `x`, `y` of an encoded image is clearly red. */
async function isRedAt(image: Buffer, x: number, y: number): Promise<boolean> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return data.readUInt8(at) > 200 && data.readUInt8(at + 1) < 60 && data.readUInt8(at + 2) < 60;
}

describe('preparing an upload', () => {
  describe('how much a first pass shrinks the image', () => {
    const shape = (format: DecodeShape['format'], width: number, height: number, quarterTurned = false) =>
      firstPassShrink({ format, width, height, channels: 3, interlaced: false, quarterTurned });

    it('when a 24-megapixel PNG comes, then it is shrunk by a whole factor to at least twice the stored size first', () => {
      // 6.7 times the 800 × 600 box (4 000 / 600): a third, 2 000 × 1 334, is over twice the box.
      expect(shape('png', 6000, 4000)).toBe(3);
    });

    it('when the PNG is turned a quarter by its orientation, then its factor is counted upright', () => {
      // Upright it is 4 000 × 6 000 wide-side-down: the same as 6 000 × 4 000 stored sideways.
      expect(shape('png', 4000, 6000, true)).toBe(3);
      // Stored upright as a portrait, the 800 wide box is what limits it: 5 times, not 6.7.
      expect(shape('png', 4000, 6000)).toBe(2);
    });

    it('when a JPEG, a WebP or a PNG under four times the stored size comes, then it is resized in one pass', () => {
      expect(shape('jpeg', 6000, 4000)).toBe(1);
      expect(shape('webp', 6000, 4000)).toBe(1);
      expect(shape('png', 3000, 2250)).toBe(1);
      expect(shape('png', 800, 600)).toBe(1);
    });
  });

  describe('a wide PNG, resized in two passes', () => {
    it('when it is stored sideways with orientation 6, then it is turned upright once, at both sizes', async () => {
      // Stored turned a quarter to the left; orientation 6 says to turn it a quarter to the right.
      const sideways = await sharp(await redCornered(3600, 2700).png().toBuffer())
        .rotate(-90)
        .withMetadata({ orientation: 6 })
        .png()
        .toBuffer();
      expect((await sharp(sideways).metadata()).orientation).toBe(6);
      const { large, small } = await prepareImage(await uploaded(sideways));
      expect(await sharp(large).metadata()).toMatchObject({ width: 800, height: 600 });
      expect(await sharp(small).metadata()).toMatchObject({ width: 400, height: 300 });
      // The red quarter is the top left 200 × 150, neither stretched nor cut off.
      expect(await isRedAt(large, 20, 20)).toBe(true);
      expect(await isRedAt(large, 190, 140)).toBe(true);
      expect(await isRedAt(large, 210, 160)).toBe(false);
      expect(await isRedAt(large, 779, 20)).toBe(false);
      expect(await isRedAt(large, 20, 579)).toBe(false);
      expect(await isRedAt(small, 10, 10)).toBe(true);
    });

    it('when it is upright, then both sizes are as from one pass and only the upload is left', async () => {
      const { large, small } = await prepareImage(
        await uploaded(await redCornered(4000, 3000).png().toBuffer()),
      );
      expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
      expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
      expect(await isRedAt(large, 20, 20)).toBe(true);
      expect(await readdir(dir)).toEqual(['upload']);
    });

    it('when its pixel data breaks off, then it is refused as unreadable and only the upload is left', async () => {
      const whole = await picture('png', 4000, 3000);
      const file = await uploaded(whole.subarray(0, Math.floor(whole.length / 2)));
      await expect(prepareImage(file)).rejects.toThrow('The file is not a readable JPEG, PNG or WebP image');
      expect(await readdir(dir)).toEqual(['upload']);
      expect((await readFile(file)).length).toBe(Math.floor(whole.length / 2));
    });
  });
});
