import type { Order } from '../../contract/orders.ts';
import { formatPrice } from '../../contract/money.ts';
import { formatDateTime } from '../../lib/dates.ts';

/** Every refund the order had, with its amount, date and what it gave back. */
export function OrderRefunds({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  const nameOf = (item: string) => order.orderItems.find((line) => line._id === item)?.name ?? 'Item';
  return (
    <section aria-labelledby="order-refunds" className="py-4">
      <h2 id="order-refunds" className="mb-2 text-xl font-semibold">
        Refunds
      </h2>
      <ul className="divide-y divide-slate-200">
        {refunds.map((refund) => (
          <li key={refund._id} className="py-2">
            <p>
              <strong>{formatPrice(refund.amount)}</strong> refunded on {formatDateTime(refund.createdAt)}
            </p>
            <p className="text-sm text-slate-700">
              {[
                ...refund.lines.map((line) => `${line.qty} × ${nameOf(line.item)}`),
                ...(refund.shipping ? ['Shipping'] : []),
              ].join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
