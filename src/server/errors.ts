import { ERROR_CODES, TOKEN_FAILED_MESSAGE, type ErrorCode } from '../contract/errors.ts';

/**
 * Services throw these; the one error handler (http/error-handler.ts) turns them into HTTP
 * responses. Routes never build error bodies by hand.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message, ERROR_CODES.validation);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message, ERROR_CODES.unauthorized);
  }
}

/** A token that is forged, expired, revoked, or names a user who no longer exists. */
export class TokenFailedError extends AppError {
  constructor() {
    super(401, TOKEN_FAILED_MESSAGE, ERROR_CODES.tokenFailed);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message, ERROR_CODES.forbidden);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message, ERROR_CODES.notFound);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message, ERROR_CODES.conflict);
  }
}

/** An upload over one of its limits: bytes (5 MB) or pixels (25 megapixels). */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message, ERROR_CODES.payloadTooLarge);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, ERROR_CODES.tooManyRequests);
  }
}

/** Work the server takes a bounded amount of at a time is full; the client may try again later. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message, ERROR_CODES.serviceUnavailable);
  }
}
