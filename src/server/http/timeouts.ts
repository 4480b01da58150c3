import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../contract/errors.ts';

/**
 * How long a client may take to send its request (docs/security.md).
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

/**
 * What the idle limit means for a connection whose timer has run out, decided once for the whole
 * server rather than by listeners and timer changes on every request (docs/performance.md):
 * a body that stopped arriving is answered 408, a handler still at work on a request that has fully
 * arrived (a payment provider may take a while) is left to finish, and anything else is closed.
 * Node re-arms the timer when the answer is written, so the limit applies again from there.
 */
export function registerStalledRequestAnswer(app: FastifyInstance): void {
  /** Each connection's latest request, kept only as long as the connection itself. */
  const latestReply = new WeakMap<object, FastifyReply>();
  app.addHook('onRequest', (request, reply, done) => {
    latestReply.set(request.raw.socket, reply);
    done();
  });

  app.server.on('timeout', (socket: Socket) => {
    const reply = latestReply.get(socket);
    if (reply === undefined || reply.raw.headersSent) {
      socket.destroy();
      return;
    }
    if (reply.request.raw.complete) return;
    void reply
      .code(408)
      .header('connection', 'close')
      .send({ message: 'Request Timeout: the request stopped arriving', code: ERROR_CODES.requestTimeout });
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // Refused before its body arrived (401, 413, 404…): rather than wait for the rest of a body
    // nobody will read, the connection ends with the answer. (`app.inject()` requests have no
    // `complete` at all: they always arrive whole.)
    if ('complete' in request.raw && !request.raw.complete) void reply.header('connection', 'close');
    done(null, payload);
  });
}
