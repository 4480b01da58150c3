import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type SubmitEvent } from 'react';
import type { GuestAwareOrder } from '../../contract/guest-orders.ts';
import { formatPrice } from '../../contract/money.ts';
import {
  MAX_RETURN_REASON,
  RETURN_DAYS,
  RETURN_STATE_LABELS,
  type OrderReturn,
} from '../../contract/returns.ts';
import { secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { orderReturnsQueryOptions, useRequestReturn } from './returns-api.ts';
import { inWithdrawalPeriod, WithdrawFromContract } from './withdraw-from-contract.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Units of each line that can still be returned: not in a return that was not refused, and not
 * refunded apart from a return (a refunded return's refund is one of the order's refunds, so its
 * units are taken back out once).
 */
export function unitsLeft(order: GuestAwareOrder, returns: readonly OrderReturn[]): Map<string, number> {
  const left = new Map(order.orderItems.map((line) => [line._id, line.qty]));
  const take = (item: string, qty: number) => left.set(item, (left.get(item) ?? 0) - qty);
  for (const one of returns) {
    if (one.status === 'refused') continue;
    for (const line of one.lines) take(line.item, line.qty);
    if (one.status === 'refunded') for (const line of one.lines) take(line.item, -line.qty);
  }
  for (const refund of order.refunds ?? []) for (const line of refund.lines) take(line.item, line.qty);
  return left;
}

/** Whether the order is delivered and its return period not over (the server decides in the end). */
function inReturnPeriod(order: GuestAwareOrder, now: number): boolean {
  if (!order.deliveredAt || (order.status !== 'delivered' && order.status !== 'partially-refunded'))
    return false;
  return now <= new Date(order.deliveredAt).getTime() + RETURN_DAYS * DAY_MS;
}

/** The order's returns with their state and the shop's note, and the form while something can go back. */
export function OrderReturns({ order, isStaff }: { order: GuestAwareOrder; isStaff: boolean }) {
  const { data: returns = [] } = useQuery(orderReturnsQueryOptions(order._id));
  const [now] = useState(() => Date.now());
  const left = unitsLeft(order, returns);
  const anyLeft = [...left.values()].some((qty) => qty > 0);
  const canReturn = !isStaff && inReturnPeriod(order, now) && anyLeft;
  const canWithdraw = !isStaff && inWithdrawalPeriod(order, now) && anyLeft;
  if (returns.length === 0 && !canReturn && !canWithdraw) return null;
  const nameOf = (item: string) => order.orderItems.find((line) => line._id === item)?.name ?? 'Item';
  return (
    <section aria-labelledby="order-returns" className="py-4">
      <h2 id="order-returns" className="mb-2 text-xl font-semibold">
        Returns
      </h2>
      {returns.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {returns.map((one) => (
            <li key={one._id} className="py-2">
              <p>
                <strong>{one.kind === 'withdrawal' ? 'Withdrawn' : RETURN_STATE_LABELS[one.status]}</strong>:{' '}
                {one.kind === 'withdrawal' ? 'withdrawn at' : 'asked on'} {formatDateTime(one.createdAt)}
                {one.refundAmount !== null && `, ${formatPrice(one.refundAmount)} refunded`}
              </p>
              <p className="text-sm text-slate-700">
                {one.lines.map((line) => `${line.qty} × ${nameOf(line.item)}`).join(', ')}
              </p>
              <p className="text-sm text-slate-700">Reason: {one.reason}</p>
              {one.note && <p className="text-sm text-slate-700">Note from the shop: {one.note}</p>}
            </li>
          ))}
        </ul>
      )}
      {isStaff && returns.length > 0 && (
        <Link to="/admin/returns" className="text-brand-700 underline">
          Handle returns
        </Link>
      )}
      {canWithdraw && <WithdrawFromContract order={order} left={left} />}
      {canReturn && <ReturnItemsForm order={order} left={left} />}
    </section>
  );
}

/** Which units of which lines to send back, and why. */
function ReturnItemsForm({ order, left }: { order: GuestAwareOrder; left: Map<string, number> }) {
  const id = useId();
  const request = useRequestReturn();
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const lines = Object.entries(chosen)
      .filter(([, qty]) => qty > 0)
      .map(([item, qty]) => ({ item, qty }));
    if (lines.length === 0) return setError('Choose at least one item to return');
    if (!reason.trim()) return setError('Tell us why you are returning them');
    setError(undefined);
    request.mutate(
      { id: order._id, body: { lines, reason } },
      {
        onSuccess: () => {
          setChosen({});
          setReason('');
        },
      },
    );
  }

  return (
    <form
      aria-label="Return items"
      className="mt-4 border-t border-slate-200 pt-4"
      onSubmit={submit}
      noValidate
    >
      <h3 className="mb-2 font-semibold">Return items</h3>
      <p className="mb-2 text-sm text-slate-700">
        Within {RETURN_DAYS} days of delivery. We mail you at every step.
      </p>
      {request.error && <Message variant="danger">{request.error.message}</Message>}
      {request.isSuccess && (
        <Message variant="success">Return requested: we have mailed you a confirmation</Message>
      )}
      {order.orderItems.map((line) => {
        const most = left.get(line._id) ?? 0;
        if (most <= 0) return null;
        const name = `${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ''}`;
        const qty = chosen[line._id] ?? 0;
        return (
          <div key={line._id} className="mb-2 flex flex-wrap items-center gap-3">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={qty > 0}
                onChange={(event) => setChosen({ ...chosen, [line._id]: event.target.checked ? most : 0 })}
              />
              {name}
            </label>
            {most > 1 && qty > 0 && (
              <label className="flex items-center gap-2">
                Quantity
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={most}
                  value={qty}
                  className="min-h-11 w-20 rounded-md border border-slate-300 bg-white px-3"
                  onChange={(event) =>
                    setChosen({
                      ...chosen,
                      [line._id]: Math.min(most, Math.max(1, Math.trunc(Number(event.target.value) || 1))),
                    })
                  }
                />
              </label>
            )}
          </div>
        );
      })}
      <label htmlFor={`${id}-reason`} className="mb-1 mt-2 block font-medium">
        Reason
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={MAX_RETURN_REASON}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        className="mb-2 w-full rounded-md border border-slate-300 bg-white px-3 py-2"
      />
      {error && <p className="mb-2 text-sm text-red-700">{error}</p>}
      <button
        type="submit"
        className={`${secondaryButton} w-full justify-center`}
        disabled={request.isPending}
      >
        Request return
      </button>
    </form>
  );
}
