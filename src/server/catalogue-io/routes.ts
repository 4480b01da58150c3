import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IMPORT_TOO_LARGE,
  ImportQuery,
  ImportReport,
  MAX_IMPORT_BYTES,
} from '../../contract/catalogue-io.ts';
import { ErrorBody } from '../../contract/common.ts';
import { staffActor } from '../audit/index.ts';
import type { AuthHooks } from '../auth/index.ts';
import { PayloadTooLargeError, ValidationError } from '../errors.ts';
import { withImportFolder } from './receive.ts';
import type { CatalogueIoService } from './service.ts';

const FIELD = 'file';
const NO_FILE = `No file received: send the CSV as the body (Content-Type: text/csv) or in the form field "${FIELD}"`;
/** Room for the multipart boundaries and part headers around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;

const errors = { 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 413: ErrorBody, 503: ErrorBody };

/** A CSV file, streamed: the schema documents it, the stream is sent as it is. */
const CsvFile = Type.Unsafe<Readable>({ type: 'string', description: 'text/csv' });

/**
 * Refuses a body that says up front it is too large before a byte of it is read, and closes the
 * connection, so Node does not read the rest only to throw it away.
 */
async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_IMPORT_BYTES + ENVELOPE_BYTES) {
    void reply.header('connection', 'close');
    throw new PayloadTooLargeError(IMPORT_TOO_LARGE);
  }
}

/**
 * A CSV body, unread. The stream sits in a private field: the app's validation guards walk every
 * body's fields, and walking a stream's buffered chunks would visit each byte (seconds per MB).
 */
class CsvBody {
  readonly #stream: Readable;
  constructor(stream: Readable) {
    this.#stream = stream;
  }
  stream(): Readable {
    return this.#stream;
  }
}

/** The CSV's bytes as they arrive: the raw body, or the multipart form's `file` field. */
async function csvSource(request: FastifyRequest): Promise<Readable> {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    if (!(body instanceof CsvBody)) throw new ValidationError(NO_FILE);
    return body.stream();
  }
  const part = await request.file();
  if (part?.fieldname !== FIELD) throw new ValidationError(NO_FILE);
  return part.file;
}

/** The catalogue as CSV, out and in (docs/admin.md#catalogue-import-and-export). */
export const catalogueIoRoutes: FastifyPluginAsyncTypebox<{
  catalogueIo: CatalogueIoService;
  auth: AuthHooks;
}> = async (app, { catalogueIo, auth }) => {
  // Both registered here, not on the app: only the import takes CSV or multipart bodies, and
  // neither is parsed into memory (the file goes to disk as it arrives, receive.ts).
  app.addContentTypeParser(['text/csv', 'application/csv'], (_request, payload, done) =>
    done(null, new CsvBody(payload)),
  );
  await app.register(multipart, {
    // One byte over the limit, so the byte counter sees the excess and answers 413.
    limits: {
      fileSize: MAX_IMPORT_BYTES + 1,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 10,
      headerPairs: 20,
    },
  });

  app.get(
    '/api/admin/products/export.csv',
    { onRequest: auth.admin, schema: { response: { 200: CsvFile, ...errors } } },
    (_request, reply) => {
      void reply.type('text/csv; charset=utf-8');
      void reply.header('Content-Disposition', 'attachment; filename="catalogue.csv"');
      void reply.header('Cache-Control', 'no-store');
      return Readable.from(catalogueIo.exportCsv());
    },
  );

  app.post(
    '/api/admin/products/import',
    {
      // The caller's rights and the declared size are checked before the body is read.
      onRequest: [auth.admin, refuseDeclaredOversize],
      schema: {
        querystring: ImportQuery,
        response: { 200: ImportReport, 400: Type.Union([ImportReport, ErrorBody]), ...errors },
      },
    },
    async (request, reply) => {
      const source = await csvSource(request);
      try {
        const { status, report } = await withImportFolder(source, (folder) =>
          catalogueIo.importCsv(folder, request.query.dryRun ?? false, staffActor(request)),
        );
        return await reply.status(status).send(report);
      } catch (error) {
        // The rest of an oversized body is not read: the connection cannot carry another request.
        if (error instanceof PayloadTooLargeError) void reply.header('connection', 'close');
        throw error;
      }
    },
  );
};
