/**
 * Stable error codes that sit beside every error's human `message`. Clients decide what to do
 * from the code, never from the English text, so a message can be reworded without breaking them.
 */
export const ERROR_CODES = {
  validation: 'VALIDATION',
  /** The current password was missing or wrong for a change that needs it: show it by that field. */
  currentPassword: 'CURRENT_PASSWORD',
  unauthorized: 'UNAUTHORIZED',
  /** The token is forged, expired, revoked or names a user that no longer exists: sign out. */
  tokenFailed: 'TOKEN_FAILED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The server is too busy for this request now; `Retry-After` says when to try again. */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** The request stopped arriving; the connection is closed. */
  requestTimeout: 'REQUEST_TIMEOUT',
  paymentDeclined: 'PAYMENT_DECLINED',
  paymentProvider: 'PAYMENT_PROVIDER',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The storefront's fixed wording (docs/architecture.md §4) for a token the server no longer accepts. */
export const TOKEN_FAILED_MESSAGE = 'Not authorized, token failed';
export const NO_TOKEN_MESSAGE = 'Not authorized, no token';
