import type { RefundBody } from '../../contract/refunds.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { OrderRecord } from './repo.ts';
import type { NewRefund, RefundRow } from './refunds-repo.ts';
import { refundValue, unitValues } from './refund-shares.ts';

/** What a refund asks to give back, checked against what the order has left (pure: no database). */

export interface PartRequest {
  lines: { item: string; qty: number }[];
  shipping: boolean;
  restock: boolean;
  /** The return this refund closes (handle-return.ts): one refund a return, by a unique index. */
  returnId?: string;
}

/** A body naming neither lines nor the shipping is today's whole-order refund. */
export function partRequested(body: RefundBody | null | undefined): PartRequest | undefined {
  if (!body || (body.lines === undefined && body.shipping === undefined)) return undefined;
  return { lines: body.lines ?? [], shipping: body.shipping ?? false, restock: body.restock ?? false };
}

/** Units of each line already claimed by a refund (pending or done), and whether the shipping is. */
export function claimed(refunds: readonly RefundRow[]) {
  const units = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines) units.set(line.item, (units.get(line.item) ?? 0) + line.qty);
  }
  return { units, shipping: refunds.some((refund) => refund.shipping) };
}

/**
 * The order's charges a unit bears: its share of the discount, and of the tax added on top of the
 * prices. With tax-inclusive prices (docs/prices.md) the tax is inside the prices already and none
 * is added, so the units' values still add up to the total that was paid.
 */
function chargesOf(order: OrderRecord) {
  const taxAdded = order.totalCents - (order.itemsCents - order.discountCents + order.shippingCents);
  return { discountCents: order.discountCents, taxCents: taxAdded };
}

/** Refuses, with a 400, a request that cannot be right whatever the order's refunds (checked before any lock). */
export function checkRequest(order: OrderRecord, request: PartRequest): void {
  if (request.lines.length === 0 && !request.shipping) {
    throw new ValidationError('Nothing to refund: name at least one line or the shipping');
  }
  const seen = new Set<string>();
  for (const line of request.lines) {
    if (!order.items.some((item) => item.id === line.item)) {
      throw new ValidationError(`Order line ${line.item} is not in this order`);
    }
    if (seen.has(line.item)) throw new ValidationError(`Order line ${line.item} is named twice`);
    seen.add(line.item);
  }
}

/**
 * The refund a request claims, priced from the order's lines (price, less the discount share, plus
 * the tax share of the next units of each line) and the shipping; 409 when it asks for more than is
 * left. `complete` says whether, with it, nothing of the order is left to refund.
 */
export function claimFor(
  order: OrderRecord,
  refunds: readonly RefundRow[],
  request: PartRequest,
): { refund: NewRefund; complete: boolean } {
  const already = claimed(refunds);
  const values = unitValues(order.items, chargesOf(order));
  let amountCents = 0;
  order.items.forEach((item, index) => {
    const line = request.lines.find((asked) => asked.item === item.id);
    if (!line) return;
    const back = already.units.get(item.id) ?? 0;
    const left = item.qty - back;
    if (line.qty > left) {
      throw new ConflictError(
        `Cannot refund ${line.qty} of ${item.name}: ${left === 0 ? 'none is' : `only ${left} ${left === 1 ? 'is' : 'are'}`} left to refund`,
      );
    }
    amountCents += refundValue(values[index] ?? [], back, line.qty);
  });
  if (request.shipping) {
    if (already.shipping) throw new ConflictError('Cannot refund: the shipping was already refunded');
    amountCents += order.shippingCents;
  }
  const unitsLeft = order.items.every((item) => {
    const asked = request.lines.find((line) => line.item === item.id)?.qty ?? 0;
    return (already.units.get(item.id) ?? 0) + asked === item.qty;
  });
  const shippingLeft = order.shippingCents > 0 && !already.shipping && !request.shipping;
  return {
    refund: {
      amountCents,
      lines: request.lines.map((line) => ({ item: line.item, qty: line.qty })),
      shipping: request.shipping,
      restock: request.restock,
      kind: 'part',
      returnId: request.returnId ?? null,
    },
    complete: unitsLeft && !shippingLeft,
  };
}

/** Everything the order has left to refund, as one request (the whole refund of a partly refunded order). */
export function restOf(order: OrderRecord, refunds: readonly RefundRow[]): PartRequest {
  const already = claimed(refunds);
  return {
    lines: order.items
      .map((item) => ({ item: item.id, qty: item.qty - (already.units.get(item.id) ?? 0) }))
      .filter((line) => line.qty > 0),
    shipping: order.shippingCents > 0 && !already.shipping,
    // As a whole refund: goods not yet delivered go back on sale.
    restock: order.deliveredAt === null,
  };
}
