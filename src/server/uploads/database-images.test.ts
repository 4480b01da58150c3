import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '../../contract/uploads.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { signedIn } from '../test/accounts.ts';
import { testAppOptions } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { multipart, picture } from '../test/upload-files.ts';
import { createDatabaseImageStore } from './database-image-store.ts';

// Two instances of the shop on one database, each with a data directory of its own, as behind
// a load balancer: what one stores, the other serves (docs/running.md).
let database: Database;
const dataDirs: string[] = [];
let first: FastifyInstance;
let second: FastifyInstance;
let admin: Record<string, string>;

async function instance(): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'easybuy-images-'));
  dataDirs.push(dataDir);
  const app = await buildApp(testAppOptions({ dataDir, imageStorage: 'database' }), database.db);
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  first = await instance();
  second = await instance();
  admin = (await signedIn(first, database.db, { isAdmin: true })).headers;
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function uploadThroughFirst(): Promise<string> {
  const body = multipart([
    { name: 'image', filename: 'p.png', contentType: 'image/png', data: await picture('png') },
  ]);
  const response = await first.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<UploadResponse>().image;
}

describe('images stored in the database', () => {
  it('when an image is uploaded to one instance, then the other serves both sizes with a year of caching', async () => {
    const image = await uploadThroughFirst();
    const sizes: Array<[string, number]> = [
      [image, 800],
      [image.replace('.webp', '-400w.webp'), 400],
    ];
    for (const [url, width] of sizes) {
      const response = await second.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['last-modified']).toEqual(expect.any(String));
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', width]);
    }
    // Nothing was written to either instance's disk.
    for (const dir of dataDirs) expect(await readdir(dir)).not.toContain('uploads');
  });

  it('when the browser revalidates with the ETag, then it is told the image has not changed', async () => {
    const image = await uploadThroughFirst();
    const { headers } = await second.inject({ method: 'GET', url: image });
    const again = await second.inject({
      method: 'GET',
      url: image,
      headers: { 'if-none-match': String(headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('when a HEAD request asks for an image, then it gets the headers without the bytes', async () => {
    const image = await uploadThroughFirst();
    const response = await second.inject({ method: 'HEAD', url: image });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload).toHaveLength(0);
  });

  it.each(['/uploads/missing.webp', '/uploads/../etc/passwd', '/uploads/a/../b.webp', '/uploads/x.png'])(
    'when %s is asked for, then it is not found',
    async (url) => {
      const response = await second.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/^Not found: GET /);
    },
  );

  it('when a product names an uploaded image, then the image is accepted by either instance', async () => {
    const store = createDatabaseImageStore(database.db);
    const image = await uploadThroughFirst();
    expect(await store.exists(image)).toBe(true);
    expect(await store.exists(image.replace('.webp', '-x.webp'))).toBe(false);
    expect(await store.exists('/uploads/../secret.webp')).toBe(false);
  });

  it('when images were rendered to disk (the seeded demo), then they are imported once and served everywhere', async () => {
    const uploadsDir = path.join(dataDirs[0] ?? '', 'seeded');
    await mkdir(path.join(uploadsDir, 'demo'), { recursive: true });
    const webp = await sharp(await picture('png', 80, 60))
      .webp()
      .toBuffer();
    await writeFile(path.join(uploadsDir, 'demo', 'phone.webp'), webp);
    await writeFile(path.join(uploadsDir, 'demo', 'phone-400w.webp'), webp);
    await writeFile(path.join(uploadsDir, 'demo', 'notes.txt'), 'not an image');
    const store = createDatabaseImageStore(database.db);

    expect(await store.importFiles(uploadsDir)).toBe(2);
    expect(await store.importFiles(uploadsDir)).toBe(0);
    const response = await second.inject({ method: 'GET', url: '/uploads/demo/phone-400w.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(webp)).toBe(true);
  });
});
