import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What a line needs of the server's logger (pino): to say whether a level is written at all. */
interface ParentLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

function isParentLogger(logger: FastifyBaseLogger): logger is ParentLogger {
  return typeof (logger as Partial<ParentLogger>).isLevelEnabled === 'function';
}

/**
 * A request's logger, whose child of the server's logger (with the request id) is made when the
 * request first writes a line at a level that is written. Making a child costs a request more
 * than anything else it does once its answer is cached: pino runs the child's bindings through
 * the redaction of every secret field (http/logging.ts). A request that goes well writes only
 * its `request completed` line, through the access logger (http/access-log.ts), so at any level
 * most requests never need one (docs/performance.md).
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: ParentLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, line: unknown[]): void {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    const logger = this.#made();
    // pino's overloads name what a line may hold; a line is passed on exactly as it was given.
    const write: (this: FastifyBaseLogger, ...line: unknown[]) => void = logger[level];
    write.call(logger, ...line);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...line: unknown[]): void {
    this.#write('fatal', line);
  }

  error(...line: unknown[]): void {
    this.#write('error', line);
  }

  warn(...line: unknown[]): void {
    this.#write('warn', line);
  }

  info(...line: unknown[]): void {
    this.#write('info', line);
  }

  debug(...line: unknown[]): void {
    this.#write('debug', line);
  }

  trace(...line: unknown[]): void {
    this.#write('trace', line);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or serializers gets its child at
 * once, as Fastify would make it, since only the child knows what it writes.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (!isParentLogger(logger) || Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
};
