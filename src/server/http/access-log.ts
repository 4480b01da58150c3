import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggedPath } from './logging.ts';

/**
 * The route a request matched (`/api/products/:id`), so a line never carries an id or what a
 * shopper typed; for the storefront's catch-all and unknown paths, the path with typed words
 * replaced by their pattern (http/logging.ts).
 */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && !pattern.includes('*') ? pattern : loggedPath(request.url);
}

/**
 * Fastify's request lines, made one `info` line per completed request instead of two
 * (docs/running.md#logs): method, route pattern, status, time and request id. Its fields are fixed
 * and hold nothing secret, so it is written by a child of the server's logger without the
 * redaction every other line goes through: walking each line for secret field names at any depth
 * cost more than writing the line (docs/performance/cached-reads.md). Fastify writes it once the
 * answer has gone, and the server's log output is asynchronous (http/log-output.ts), so a request
 * never waits for its line. Errors are logged as before, by the error handler.
 */
export class AccessLogController extends LogController {
  #access: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      // The answer failed after it was started (a stream broke): what Fastify would say, with its id.
      reply.log.error({ err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.#access ??= request.server.log.child({}, { redact: { paths: [] } });
    this.#access.info(
      {
        [this.requestIdLogLabel]: request.id,
        method: request.method,
        route: routeOf(request),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
  }
}
