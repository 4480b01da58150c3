import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { RECEIVED_FILE_PREFIX } from '../uploads/received-file.ts';
import { signedIn } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { multipart, type Part } from './upload-files.ts';

export interface UploadState {
  t: TestApp;
  admin: Record<string, string>;
  customer: Record<string, string>;
  /** Where the app stores what it accepted. */
  uploadsDir: string;
}

/** What an accepted upload's path looks like: a random name, WebP. */
export const uploadedPath =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

export const imagePart = (
  data: Buffer | string,
  filename = 'photo.png',
  contentType = 'image/png',
): Part => ({
  name: 'image',
  filename,
  contentType,
  data,
});

/**
 * An app with an admin and a customer for a file of upload tests, receiving uploads in a
 * directory of its own; registers the file's hooks, and after each test checks that no received
 * file outlived its request, whatever was answered.
 */
export function uploadSuite() {
  let state: UploadState | undefined;
  /** Where the server receives uploads while it checks them (os.tmpdir(), read from TMPDIR). */
  let receivingDir = '';
  let previousTmpdir: string | undefined;

  beforeAll(async () => {
    receivingDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
    previousTmpdir = process.env.TMPDIR;
    // Each test file runs in a process of its own, so no other suite's uploads land here.
    process.env.TMPDIR = receivingDir;
    const t = await createTestApp();
    state = {
      t,
      uploadsDir: path.join(t.dataDir, 'uploads'),
      admin: (await signedIn(t.app, t.db, { isAdmin: true })).headers,
      customer: (await signedIn(t.app, t.db)).headers,
    };
  });
  afterAll(async () => {
    await state?.t.close();
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await rm(receivingDir, { recursive: true, force: true });
  });
  beforeEach(() => rm(current().uploadsDir, { recursive: true, force: true }));
  afterEach(async () => {
    const received = (await readdir(receivingDir)).filter((name) => name.startsWith(RECEIVED_FILE_PREFIX));
    expect(received).toEqual([]);
  });

  const current = (): UploadState => {
    if (!state) throw new Error('the upload suite is used before its beforeAll ran');
    return state;
  };

  return {
    state: current,
    upload: (parts: Part[], headers?: Record<string, string>) => {
      const body = multipart(parts);
      return current().t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...(headers ?? current().admin), ...body.headers },
        payload: body.payload,
      });
    },
    storedFiles: async (): Promise<string[]> => {
      try {
        return (await readdir(current().uploadsDir, { recursive: true })).sort();
      } catch {
        return [];
      }
    },
  };
}
