import type { PayBody, PaymentMethod } from '../../contract/orders.ts';
import type { PaymentResult } from '../db/schema.ts';

/** What a provider needs to know about the order it is asked to take money for. */
export interface PayableOrder {
  id: string;
  totalCents: number;
  /** The provider's own order bound to ours earlier (PayPal), if any. */
  providerOrderId: string | null;
}

/**
 * A way to pay. `confirm` must decide from the provider's own word (never the browser's) that
 * exactly this order's amount was paid, and return what to record; it throws an AppError otherwise.
 */
export interface PaymentProvider {
  method: PaymentMethod;
  confirm(order: PayableOrder, body: PayBody): Promise<PaymentResult & { id: string }>;
}

export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
