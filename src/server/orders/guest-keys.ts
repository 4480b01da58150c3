import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A guest order's access key (docs/decisions/0095-guest-order-keys.md): an HMAC, under the
 * server's secret, of the order's id and a random 128-bit salt kept on the order. The salt alone
 * opens nothing, the key is never stored, and a placement retried with its Idempotency-Key can
 * still answer the same key. Clearing the salt (when the order is saved to an account) ends the key.
 */

/** 128 random bits, base64url: the part of the key no one can guess. */
export function newGuestSalt(): string {
  return randomBytes(16).toString('base64url');
}

/** The key for this order and salt: 256 bits, base64url (43 characters). */
export function guestKeyOf(secret: string, orderId: string, salt: string): string {
  return createHmac('sha256', secret)
    .update(`guest-order-key\u0000${orderId}\u0000${salt}`)
    .digest('base64url');
}

/** Whether `key` opens the order; compared in constant time, and false once the salt is gone. */
export function keyOpens(
  secret: string,
  order: { id: string; guestKeySalt: string | null },
  key: string | undefined,
): boolean {
  if (!order.guestKeySalt || !key) return false;
  const expected = Buffer.from(guestKeyOf(secret, order.id, order.guestKeySalt));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
