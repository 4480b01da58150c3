import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { formatPrice } from '../../contract/money.ts';
import { MAX_RETURN_NOTE, RETURN_STATE_LABELS, type OrderReturn } from '../../contract/returns.ts';
import { primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { useMoveReturn } from './returns-api.ts';

type Action = 'approve' | 'refuse' | 'receive' | 'refund';

/** The moves staff may make from each state (the server's table decides: return-moves.ts). */
function actionsOf(one: OrderReturn): { action: Action; label: string }[] {
  if (one.status === 'requested') {
    return [
      { action: 'approve', label: 'Approve' },
      ...(one.kind === 'return' ? [{ action: 'refuse' as const, label: 'Refuse' }] : []),
    ];
  }
  if (one.status === 'approved') return [{ action: 'receive', label: 'Mark received' }];
  if (one.status === 'received') return [{ action: 'refund', label: 'Refund and restock' }];
  return [];
}

/** The staff's list of returns, each with its order's link, lines, reason, note and moves. */
export function ReturnsTable({ returns }: { returns: readonly OrderReturn[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {returns.map((one) => (
        <ReturnRow key={one._id} one={one} />
      ))}
    </ul>
  );
}

function ReturnRow({ one }: { one: OrderReturn }) {
  const id = useId();
  const move = useMoveReturn();
  const [note, setNote] = useState('');
  const actions = actionsOf(one);
  return (
    <li className="p-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold">
        <Link to="/order/$id" params={{ id: one.order }} className="text-brand-700 underline">
          Order #{one.orderNumber}
        </Link>{' '}
        · {RETURN_STATE_LABELS[one.status]}
        {one.kind === 'withdrawal' && ' · Withdrawal'}
      </h2>
      <p className="text-sm text-slate-700">Asked on {formatDateTime(one.createdAt)}</p>
      <RefundDue one={one} />
      <p>
        {one.lines
          .map((line) => `${line.qty} × ${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ''}`)
          .join(', ')}
      </p>
      <p className="text-sm">Reason: {one.reason}</p>
      {one.note && <p className="text-sm">Note: {one.note}</p>}
      {one.refundAmount !== null && <p className="text-sm">Refunded {formatPrice(one.refundAmount)}</p>}
      {move.error && <Message variant="danger">{move.error.message}</Message>}
      {actions.length > 0 && (
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex grow flex-col">
            <label htmlFor={`${id}-note`} className="text-sm font-medium">
              Note to the shopper (needed to refuse)
            </label>
            <input
              id={`${id}-note`}
              value={note}
              maxLength={MAX_RETURN_NOTE}
              onChange={(event) => setNote(event.target.value)}
              className="min-h-11 rounded-md border border-slate-300 bg-white px-3"
            />
          </div>
          {actions.map(({ action, label }) => (
            <button
              key={action}
              type="button"
              className={action === 'refuse' ? secondaryButton : primaryButton}
              disabled={move.isPending}
              onClick={() => move.mutate({ id: one._id, action, note })}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

/** A withdrawal's refund deadline while it is not refunded; overdue in words, not colour alone. */
function RefundDue({ one }: { one: OrderReturn }) {
  // The moment the row was first drawn: overdue need not tick over while staff look at it.
  const [now] = useState(() => Date.now());
  if (!one.refundDueBy || one.status === 'refunded') return null;
  const overdue = Date.parse(one.refundDueBy) < now;
  return (
    <p className={overdue ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-700'}>
      Refund due by {formatDateTime(one.refundDueBy)}
      {overdue && ' · Overdue'}
    </p>
  );
}
