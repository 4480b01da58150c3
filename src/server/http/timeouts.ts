import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../contract/errors.ts';

/**
 * How long a client may take to send its request (docs/decisions/0013-request-timeouts.md).
 * Idle: the most time without a byte arriving; a request whose body stalls that long is answered
 * 408 and its connection closed. Whole: the most time for the whole request, however steadily it
 * trickles in (Node answers 408 too). Handlers are not limited by either.
 */
export interface RequestTimeouts {
  idleMs: number;
  requestMs: number;
}

/** Node's own limit for the headers alone, kept within the whole-request limit. */
const HEADERS_TIMEOUT_MS = 60_000;

export function serverTimeoutOptions(timeouts: RequestTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, timeouts.requestMs) },
  };
}

/** `app.inject()` requests have a stand-in socket without timers; real ones always have them. */
function setIdleTimeout(socket: Socket | undefined, ms: number): void {
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
}

export function registerStalledRequestAnswer(app: FastifyInstance, timeouts: RequestTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Node emits this on the request only while its body is still incomplete.
    request.raw.once('timeout', () => {
      if (reply.raw.headersSent) {
        request.raw.socket.destroy();
        return;
      }
      void reply
        .code(408)
        .header('connection', 'close')
        .send({ message: 'Request Timeout: the request stopped arriving', code: ERROR_CODES.requestTimeout });
    });
    done();
  });

  // Once the request has fully arrived, a slow handler (a payment provider's answer) is not a
  // stalled client: the idle limit is lifted until the response starts, then applies again.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.raw.complete) setIdleTimeout(request.raw.socket, 0);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    setIdleTimeout(request.raw.socket, timeouts.idleMs);
    // Refused before its body arrived (401, 413, 404…): rather than wait for the rest of a body
    // nobody will read, the connection ends with the answer. (`app.inject()` requests have no
    // `complete` at all: they always arrive whole.)
    if ('complete' in request.raw && !request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
}
