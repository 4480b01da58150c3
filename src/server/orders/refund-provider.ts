import { ValidationError } from '../errors.ts';
import { findSettler, type OrderDeps } from './deps.ts';
import type { OrderRecord } from './repo.ts';

/**
 * The provider that took the money gives `cents` of it back, even if it no longer takes new
 * payments; `key` names a partial refund's claim (the whole refund's key names the order).
 */
export function refundAtProvider(deps: OrderDeps, record: OrderRecord, cents: number, key?: string) {
  const method = record.paymentProvider ?? record.paymentMethod;
  const provider = findSettler(deps, method);
  if (!provider) {
    throw new ValidationError(
      `Payment method ${method} is no longer configured: configure it again to refund this order through it`,
    );
  }
  return provider.refund({
    orderId: record.id,
    transactionId: record.paymentTransactionId ?? '',
    totalCents: cents,
    ...(key ? { key } : {}),
  });
}
