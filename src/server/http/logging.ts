import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go instead of standard output: a terminal's pretty printer, or a test. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * What the server writes to its log (docs/security.md): the request
 * id, method and path, status and timing, and for a failure its class, code and stack frames. Never
 * query strings, bodies, SQL parameters, row values, client addresses or credentials.
 */

/** Credentials anywhere a log line might carry them, up to three levels deep. */
const SECRET_FIELDS = ['authorization', 'cookie', 'password', 'passwordHash', 'token', 'accessKey'];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]);

const MAX_MESSAGE_LENGTH = 300;
const MAX_STACK_FRAMES = 15;
const MAX_CAUSE_DEPTH = 3;

export type SafeError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  /** For errors PostgreSQL reported: the names involved, never the values. */
  database?: Record<string, string>;
  /** Code locations only; empty when there are none to show. */
  stack: string;
  cause?: SafeError;
};

/** Schema names PostgreSQL attaches to an error; `detail`, `hint` and `where` may quote row values. */
const DATABASE_NAME_FIELDS = ['constraint', 'table', 'column', 'dataType', 'schema', 'routine'] as const;

function field(error: object, name: string): unknown {
  return (error as Record<string, unknown>)[name];
}

/** PostgreSQL's own error (pg's or PGlite's): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: object): boolean {
  const code = field(error, 'code');
  return (
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof field(error, 'severity') === 'string'
  );
}

/** The first database error in the cause chain (Drizzle wraps the driver's error in `cause`). */
function databaseCause(error: Error): object | undefined {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth++) {
    if (isDatabaseError(current)) return current;
    current = field(current, 'cause');
  }
  return undefined;
}

/**
 * Only the "    at …" lines after the message. The message is cut off by its exact text first, so
 * whatever it quotes (Drizzle puts the SQL and its parameters there) cannot pass for a frame.
 */
function stackFrames(error: Error): string {
  const stack = error.stack ?? '';
  const at = stack.indexOf(error.message);
  if (at < 0) return '';
  return stack
    .slice(at + error.message.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_STACK_FRAMES)
    .join('\n');
}

function databaseNames(error: object): Record<string, string> {
  const names: Record<string, string> = {};
  for (const name of DATABASE_NAME_FIELDS) {
    const value = field(error, name);
    if (typeof value === 'string' && value) names[name] = value;
  }
  return names;
}

/**
 * The one error serializer of the server's logger. Unlike pino's default, which writes every
 * enumerable property (a failed query's SQL, parameters and the row in `detail`), it writes a
 * fixed set of fields that name what went wrong without repeating what anybody sent.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a value that is not an Error was thrown', stack: '' };
  }
  const safe: SafeError = { type: error.constructor.name, message: '', stack: stackFrames(error) };
  const database = databaseCause(error);
  if (database) {
    safe.message = 'the database refused the query';
    safe.code = field(database, 'code') as string;
    safe.database = databaseNames(database);
  } else {
    safe.message = error.message.slice(0, MAX_MESSAGE_LENGTH);
    const code = field(error, 'code');
    if (typeof code === 'string') safe.code = code;
    const cause = field(error, 'cause');
    if (cause !== undefined && depth < MAX_CAUSE_DEPTH) safe.cause = serializeError(cause, depth + 1);
  }
  const statusCode = field(error, 'statusCode');
  if (typeof statusCode === 'number') safe.statusCode = statusCode;
  return safe;
}

/**
 * Storefront pages whose path carries what a shopper typed: `/search/<words>` and its pages. They
 * are logged as their route pattern, as a query string is left out, so the log never holds words.
 */
const TYPED_PATHS: readonly [RegExp, string][] = [
  [/^\/search\/[^/]+\/page\/[^/]*\/?$/, '/search/:keyword/page/:pageNumber'],
  [/^\/search\/[^/]*\/?$/, '/search/:keyword'],
  [/^\/search\/.*$/, '/search/*'],
];

/** The path a log line may carry: without its query string, typed words replaced by their pattern. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return TYPED_PATHS.find(([pattern]) => pattern.test(path))?.[1] ?? path;
}

/** Method and path only: a query string can hold search words, emails or order numbers. */
function serializeRequest(request: FastifyRequest): { method: string; url: string } {
  return { method: request.method, url: loggedPath(request.url) };
}

export function loggerOptions(options: {
  level: string;
  stream?: LogDestination;
}): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
