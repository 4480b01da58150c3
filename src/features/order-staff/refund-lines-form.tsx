import { useState, type SubmitEvent } from 'react';
import type { Order } from '../../contract/orders.ts';
import { formatPrice } from '../../contract/money.ts';
import { FormField, secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { useRefundLines } from '../orders/index.ts';
import { isRefundable } from './refundable.ts';

/** Units of each line, and whether the shipping, that the order's refunds gave back already. */
function givenBack(order: Order) {
  const units = new Map<string, number>();
  let shipping = false;
  for (const refund of order.refunds ?? []) {
    for (const line of refund.lines) units.set(line.item, (units.get(line.item) ?? 0) + line.qty);
    shipping ||= refund.shipping;
  }
  return { units, shipping };
}

/** The admin's partial refund, beside the whole refund, while something is left to give back. */
export function RefundLinesForm({ order }: { order: Order }) {
  return isRefundable(order) ? <RefundLinesFields order={order} /> : null;
}

/** How many units of each line, the shipping, and whether to restock. */
function RefundLinesFields({ order }: { order: Order }) {
  const refund = useRefundLines();
  const back = givenBack(order);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [shipping, setShipping] = useState(false);
  const [restock, setRestock] = useState(!order.isDelivered);
  const [error, setError] = useState<string>();
  const shippingLeft = order.shippingPrice > 0 && !back.shipping;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, qty]) => qty > 0)
      .map(([item, qty]) => ({ item, qty }));
    if (lines.length === 0 && !shipping) return setError('Choose at least one item or the shipping');
    setError(undefined);
    refund.mutate(
      { id: order._id, body: { lines, shipping, restock } },
      {
        onSuccess: () => {
          setQuantities({});
          setShipping(false);
        },
      },
    );
  }

  return (
    <form
      aria-label="Refund items"
      className="mt-4 border-t border-slate-200 pt-4"
      onSubmit={submit}
      noValidate
    >
      <h3 className="mb-2 font-semibold">Refund items</h3>
      {refund.error && <Message variant="danger">{refund.error.message}</Message>}
      {refund.isSuccess && <Message variant="success">Refund given</Message>}
      {order.orderItems.map((line) => {
        const left = line.qty - (back.units.get(line._id) ?? 0);
        if (left <= 0) return null;
        return (
          <FormField
            key={line._id}
            label={`${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ''}: units to refund`}
            hint={`Up to ${left}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={left}
            value={quantities[line._id] ?? 0}
            onChange={(event) =>
              setQuantities({
                ...quantities,
                [line._id]: Math.min(left, Math.max(0, Math.trunc(Number(event.target.value) || 0))),
              })
            }
          />
        );
      })}
      {shippingLeft && (
        <label className="mb-2 flex items-center gap-2">
          <input type="checkbox" checked={shipping} onChange={(event) => setShipping(event.target.checked)} />
          Refund the shipping ({formatPrice(order.shippingPrice)})
        </label>
      )}
      <label className="mb-4 flex items-center gap-2">
        <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
        Put the items back in stock
      </label>
      {error && <p className="mb-2 text-sm text-red-700">{error}</p>}
      <button
        type="submit"
        className={`${secondaryButton} w-full justify-center`}
        disabled={refund.isPending}
      >
        Refund selected items
      </button>
    </form>
  );
}
