import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { NO_TOKEN_MESSAGE } from '../../contract/errors.ts';
import { ORDER_KEY_HEADER } from '../../contract/guest-orders.ts';
import type { AuthHooks } from '../auth/index.ts';
import { UnauthorizedError } from '../errors.ts';
import type { OrderCaller } from './guest-orders.ts';

/** A guest order's access key, as the storefront sends it instead of a token. */
export const OrderKeyHeaders = Type.Object({
  [ORDER_KEY_HEADER]: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

/**
 * For the routes a guest order's key opens: a token, when one is sent, is checked as everywhere
 * else; without one, the order key must be there (a request with neither gets the spec's 401).
 */
export function tokenOrOrderKey(auth: AuthHooks) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization !== undefined) return auth.user(request, reply);
    if (request.headers[ORDER_KEY_HEADER] === undefined) throw new UnauthorizedError(NO_TOKEN_MESSAGE);
  };
}

/** For placing an order: a token, when one is sent, is checked; without one, a guest may place it. */
export function tokenIfSent(auth: AuthHooks) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (request.headers.authorization !== undefined) return auth.user(request, reply);
  };
}

/** Orders are never stored by a browser or cache, whether a token or a key asked for them. */
export function noStore(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  void reply.header('cache-control', 'no-store');
  done(null, payload);
}

/** The caller of a route guarded by the hooks above. */
export function orderCaller(request: FastifyRequest): OrderCaller {
  const key = request.headers[ORDER_KEY_HEADER];
  return { user: request.user, orderKey: typeof key === 'string' ? key : undefined };
}
