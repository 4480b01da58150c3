import type { FastifyReply } from 'fastify';

/** Serialised bodies of cached payloads, dropped together with the payload they belong to. */
const serialized = new WeakMap<object, string>();

/**
 * Sends a payload that comes from the read cache. It is serialised once, through the route's own
 * 200 response schema (so nothing the schema does not name is ever sent), and the string is
 * reused for as long as the cache keeps serving that same object.
 */
export function sendCachedJson(reply: FastifyReply, payload: object): FastifyReply {
  let json = serialized.get(payload);
  if (json === undefined) {
    const output = reply.serializeInput(payload as Record<string, unknown>, '200');
    if (typeof output !== 'string') throw new Error('the response serializer did not return text');
    json = output;
    serialized.set(payload, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
