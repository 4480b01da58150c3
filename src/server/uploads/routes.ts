import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../../contract/common.ts';
import { MAX_UPLOAD_BYTES } from '../../contract/product-rules.ts';
import { UploadResponse } from '../../contract/uploads.ts';
import type { AuthHooks } from '../auth/index.ts';
import { AppError, PayloadTooLargeError, ValidationError } from '../errors.ts';
import type { ImageStore } from './image-store.ts';
import { withReceivedFile, type ReceivedFile } from './received-file.ts';

const FIELD = 'image';
const TOO_LARGE = `The image is too large: the limit is ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
const NO_IMAGE = `No image received: send the file in the form field "${FIELD}"`;
/** Room for the multipart boundaries and part headers around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 503: ErrorBody };

/** The parser's stream of one file; `truncated` is set once the size limit cut it short. */
type FileStream = Readable & { truncated: boolean };

/**
 * Refuses an upload as too large. The connection is closed afterwards: otherwise Node would read
 * the rest of the body, only to throw it away, so the next request could use the connection.
 */
function tooLarge(reply: FastifyReply): PayloadTooLargeError {
  void reply.header('connection', 'close');
  return new PayloadTooLargeError(TOO_LARGE);
}

/** A body that says up front it is too large is refused before a byte of it is read. */
async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw tooLarge(reply);
}

const INCOMPLETE = 'The upload stopped before the whole file arrived: send it again';

/**
 * Why receiving failed, as the client should hear it: a form that stops short of its end is the
 * client's (400); the disk failing while writing (an error with a system call) stays the server's.
 */
function receiveFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  return new ValidationError(INCOMPLETE);
}

/**
 * Receives the file, up to the limit, into a temporary file for `use`. The moment the parser
 * reports the limit, the file stream is destroyed, which also unhooks the request from the parser:
 * reading stops a few network chunks past 5 MB, and the temporary file is removed.
 */
async function withFileWithinLimit<T>(
  file: FileStream,
  reply: FastifyReply,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const refusal = tooLarge.bind(undefined, reply);
  file.once('limit', () => file.destroy(refusal()));
  return withReceivedFile(file, receiveFailure, async (received) => {
    if (file.truncated) throw refusal();
    if (received.bytes === 0) throw new ValidationError('The file is empty');
    return use(received);
  });
}

export const uploadRoutes: FastifyPluginAsyncTypebox<{ images: ImageStore; auth: AuthHooks }> = async (
  app,
  { images, auth },
) => {
  // Registered here, not on the app: only this route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 20,
      headerPairs: 20,
    },
  });
  const { InvalidMultipartContentTypeError } = app.multipartErrors;

  /** Runs `use` on the `image` file, received up to the limit and no further. */
  async function withImageFile<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    use: (file: ReceivedFile) => Promise<T>,
  ): Promise<T> {
    let part;
    try {
      part = await request.file({ throwFileSizeLimit: false });
    } catch (error) {
      if (error instanceof InvalidMultipartContentTypeError) throw new ValidationError(NO_IMAGE);
      throw error;
    }
    if (part?.fieldname !== FIELD) throw new ValidationError(NO_IMAGE);
    return withFileWithinLimit(part.file, reply, use);
  }

  app.post(
    '/api/upload',
    {
      // The caller's rights and the declared size are checked before the body is read.
      onRequest: [auth.admin, refuseDeclaredOversize],
      schema: { response: { 201: UploadResponse, ...errors } },
    },
    async (request, reply) => {
      const image = await withImageFile(request, reply, (file) => images.save(file.path));
      request.log.info({ image }, 'image uploaded');
      return reply.status(201).send({ message: 'Image uploaded successfully', image });
    },
  );
};
