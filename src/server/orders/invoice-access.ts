import type { FastifyRequest } from 'fastify';
import type { AuthHooks } from '../auth/index.ts';
import type { OrderDeps } from './deps.ts';
import { OrderKeyHeaders, orderCaller, tokenOrOrderKey } from './guest-hooks.ts';
import { loadForCaller } from './guest-orders.ts';

/**
 * Who may open an order's own documents (its invoice): its customer, a guest holding its key, and
 * staff; anyone else meets the same 404 as for the order. Handed to invoices/ by app.ts (orders/
 * itself uses invoices/ when a payment is recorded), so the two modules do not import each other.
 */
export function invoiceAccess(deps: OrderDeps, auth: AuthHooks) {
  return {
    guard: tokenOrOrderKey(auth),
    headers: OrderKeyHeaders,
    check: async (request: FastifyRequest, id: string) => {
      await loadForCaller(deps, orderCaller(request), id, true);
    },
  };
}
