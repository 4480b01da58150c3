/**
 * The upload path: an admin uploads four 24-megapixel pictures at once, round after round, first
 * grainy JPEGs (a camera's photos) and then PNGs (the costlier decode). Reports what each upload
 * was answered and how long it took, and the server's peak RSS while each kind was uploaded:
 * a burst of uploads must keep the server within its memory budget (docs/performance/memory.md).
 */
import { multipart } from '../../src/server/test/upload-files.ts';
import { createHttpClient } from './http-client.ts';
import { stringField } from './json-fields.ts';
import { countOk, describeFailures, Recorder } from './load-loop.ts';
import { sampleRss } from './rss-sampler.ts';
import { assertAlive, type ServerProcess } from './server-process.ts';
import { formatMib, formatMs, formatTable } from './table.ts';
import { BENCH_ADMIN, benchPicture, type PictureFormat } from './upload-bench-data.ts';

/** The burst the server must absorb within its budget (issue 34). */
export const UPLOADS_AT_ONCE = 4;
export const UPLOAD_ROUNDS = 3;
const FORMATS: readonly PictureFormat[] = ['jpeg', 'png'];

export interface UploadOptions {
  log: (message: string) => void;
}

interface FormatRun {
  format: PictureFormat;
  /** Sizes of the pictures sent, in bytes. */
  sizes: number[];
  elapsedMs: number;
  peakRss: number | undefined;
}

export interface UploadRun {
  recorder: Recorder;
  formats: FormatRun[];
}

const CONTENT_TYPES: Record<PictureFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };

export async function runUploadBench(server: ServerProcess, options: UploadOptions): Promise<UploadRun> {
  const http = createHttpClient(server.baseUrl, UPLOADS_AT_ONCE);
  const recorder = new Recorder();
  try {
    const login = await http.request('POST', '/api/users/login', { body: BENCH_ADMIN });
    const token = login.status === 200 ? stringField(login.body, 'token') : undefined;
    if (!token) throw new Error(`the bench admin could not sign in: ${login.status} ${login.body}`);
    const formats: FormatRun[] = [];
    for (const format of FORMATS) {
      options.log(`making ${UPLOADS_AT_ONCE} pictures of 24 megapixels (${format})`);
      const bodies = [];
      for (let variant = 0; variant < UPLOADS_AT_ONCE; variant++) {
        const data = await benchPicture(format, variant);
        const form = multipart([
          { name: 'image', filename: `bench.${format}`, contentType: CONTENT_TYPES[format], data },
        ]);
        bodies.push({ size: data.length, form });
      }
      options.log(`${UPLOAD_ROUNDS} rounds of ${UPLOADS_AT_ONCE} ${format} uploads at once`);
      const rss = sampleRss(server.pid);
      const started = performance.now();
      for (let round = 0; round < UPLOAD_ROUNDS; round++) {
        await Promise.all(
          bodies.map(({ form }) =>
            recorder.time(format, () =>
              http.request('POST', '/api/upload', {
                payload: form.payload,
                headers: { ...form.headers, authorization: `Bearer ${token}` },
              }),
            ),
          ),
        );
      }
      const elapsedMs = performance.now() - started;
      rss.stop();
      assertAlive(server);
      formats.push({ format, sizes: bodies.map(({ size }) => size), elapsedMs, peakRss: rss.peak() });
    }
    return { recorder, formats };
  } finally {
    http.close();
  }
}

const mebibytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function printUploadReport(title: string, run: UploadRun): void {
  console.log(
    `\n== ${title}: ${UPLOADS_AT_ONCE} uploads of 24 megapixels at once, ${UPLOAD_ROUNDS} rounds of each kind ==\n`,
  );
  const headers = [
    'pictures',
    'MiB each',
    'uploads',
    '201',
    'other',
    'p50 ms',
    'max ms',
    's a round',
    'peak RSS',
  ];
  const rows = run.formats.map(({ format, sizes, elapsedMs, peakRss }) => {
    const result = run.recorder.result(format);
    return [
      format,
      `${mebibytes(Math.min(...sizes))}–${mebibytes(Math.max(...sizes))}`,
      String(result.latency?.count ?? 0),
      String(countOk(result.statuses)),
      describeFailures(result),
      formatMs(result.latency?.p50),
      formatMs(result.latency?.max),
      (elapsedMs / 1000 / UPLOAD_ROUNDS).toFixed(1),
      formatMib(peakRss),
    ];
  });
  console.log(
    formatTable(headers, rows, [
      'left',
      'right',
      'right',
      'right',
      'left',
      'right',
      'right',
      'right',
      'right',
    ]),
  );
  console.log('\npeak RSS: the server process while that kind was uploaded (the PNGs follow the JPEGs)');
}
