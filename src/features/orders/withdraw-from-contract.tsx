import { useEffect, useId, useRef, useState } from 'react';
import type { GuestAwareOrder } from '../../contract/guest-orders.ts';
import { WITHDRAWAL_DAYS } from '../../contract/returns.ts';
import { primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { useWithdraw } from './returns-api.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** From placement: an unpaid order is withdrawn by cancelling it whole. */
const WITHDRAWABLE = new Set(['pending', 'paid', 'shipped', 'delivered', 'partially-refunded']);

/** From placement until the order's period (14 days or the shop's longer one) after delivery; the server decides in the end. */
export function inWithdrawalPeriod(order: GuestAwareOrder, now: number): boolean {
  if (!WITHDRAWABLE.has(order.status)) return false;
  const days = order.withdrawalDays ?? WITHDRAWAL_DAYS;
  return !order.deliveredAt || now <= new Date(order.deliveredAt).getTime() + days * DAY_MS;
}

type Step = 'closed' | 'lines' | 'confirm';

/**
 * The EU withdrawal (docs/orders-and-payments.md#withdrawal) in two steps: choose the lines (all
 * checked), then confirm. Focus moves to each step's heading so a keyboard or screen reader user
 * lands where the step starts.
 */
export function WithdrawFromContract({ order, left }: { order: GuestAwareOrder; left: Map<string, number> }) {
  const id = useId();
  const withdraw = useWithdraw();
  const [step, setStep] = useState<Step>('closed');
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step !== 'closed') heading.current?.focus();
  }, [step]);
  const lines = order.orderItems.filter((line) => (left.get(line._id) ?? 0) > 0);
  const chosen = lines.filter((line) => !unchecked.has(line._id));
  const unpaid = order.status === 'pending';

  if (step === 'closed') {
    return (
      <button
        type="button"
        className={secondaryButton}
        // Nothing to choose for an unpaid order: it is withdrawn whole, so the confirmation comes at once.
        onClick={() => setStep(unpaid ? 'confirm' : 'lines')}
      >
        Withdraw from contract
      </button>
    );
  }
  function confirm() {
    const body =
      chosen.length === lines.length
        ? {}
        : { lines: chosen.map((line) => ({ item: line._id, qty: left.get(line._id) ?? 0 })) };
    withdraw.mutate({ id: order._id, body }, { onSuccess: () => setStep('closed') });
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4 rounded-lg border border-slate-300 p-4">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-semibold">
        {step === 'lines' ? 'Withdraw from contract: choose the items' : 'Confirm your withdrawal'}
      </h3>
      {step === 'lines' ? (
        <fieldset className="my-2">
          <legend className="text-sm">Items to withdraw from</legend>
          {lines.map((line) => (
            <label key={line._id} className="block">
              <input
                type="checkbox"
                checked={!unchecked.has(line._id)}
                onChange={(event) => {
                  const next = new Set(unchecked);
                  if (event.target.checked) next.delete(line._id);
                  else next.add(line._id);
                  setUnchecked(next);
                }}
              />{' '}
              {left.get(line._id)} × {line.name}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="my-2">
          You withdraw from: {chosen.map((line) => `${left.get(line._id)} × ${line.name}`).join(', ')}. This
          cannot be undone;{' '}
          {unpaid
            ? 'nothing was charged, so the whole order is cancelled and there is nothing to refund.'
            : 'your refund is due within 14 days.'}
        </p>
      )}
      {withdraw.error && <Message variant="danger">{withdraw.error.message}</Message>}
      <div className="flex gap-2">
        {step === 'lines' ? (
          <button
            type="button"
            className={primaryButton}
            disabled={chosen.length === 0}
            onClick={() => setStep('confirm')}
          >
            Continue
          </button>
        ) : (
          <button type="button" className={primaryButton} disabled={withdraw.isPending} onClick={confirm}>
            Confirm withdrawal
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={() => setStep('closed')}>
          Cancel
        </button>
      </div>
    </section>
  );
}
