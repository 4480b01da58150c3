import { useId, useState, type SubmitEvent } from 'react';
import { usePayWithCard } from '../orders/index.ts';
import { formatPrice } from '../../contract/money.ts';
import { FormField, primaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { formValues } from '../../lib/form-values.ts';

const months = Array.from({ length: 12 }, (_, index) => index + 1);

const selectClass =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 aria-invalid:border-red-600';

/**
 * Pays with the offline test provider. The card number goes to our server once and is not kept.
 * The expiry starts unchosen: a preselected month of this year is often already past, which made
 * an untouched form answer `Card has expired` and hid every other outcome (even `Card declined`).
 */
export function CardPaymentForm({
  orderId,
  total,
  onPaid,
}: {
  orderId: string;
  total: number;
  onPaid?: () => void;
}) {
  const pay = usePayWithCard();
  const monthId = useId();
  const yearId = useId();
  const [thisYear] = useState(() => new Date().getFullYear());
  const [missing, setMissing] = useState<string | null>(null);
  const years = Array.from({ length: 15 }, (_, index) => thisYear + index);

  // The expiry selects are not `required`: this names the missing one in the form's own alert.
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formValues(event.currentTarget);
    const text = (name: string) => read(name).trim();
    const gap = !text('expMonth')
      ? 'Choose the expiry month'
      : !text('expYear')
        ? 'Choose the expiry year'
        : null;
    setMissing(gap);
    if (gap) return;
    pay.mutate(
      {
        id: orderId,
        card: {
          name: text('cardName'),
          number: text('cardNumber'),
          expMonth: Number(text('expMonth')),
          expYear: Number(text('expYear')),
          cvc: text('cvc'),
        },
      },
      { onSuccess: () => onPaid?.() },
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby="pay-heading" className="mt-4 border-t border-slate-200 pt-4">
      <h2 id="pay-heading" className="text-lg font-semibold">
        Pay by card
      </h2>
      <p className="mb-3 text-sm text-amber-800">
        Test mode — no real money. Use 4242 4242 4242 4242 with any future date.
      </p>
      {missing && <Message variant="danger">{missing}</Message>}
      {pay.error && <Message variant="danger">{pay.error.message}</Message>}
      <FormField label="Name on card" name="cardName" autoComplete="cc-name" required maxLength={100} />
      <FormField
        label="Card number"
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        maxLength={23}
        placeholder="4242 4242 4242 4242"
      />
      <div className="mb-4 grid grid-cols-3 gap-3">
        <div>
          <label htmlFor={monthId} className="mb-1 block font-medium">
            Month
          </label>
          <select
            id={monthId}
            name="expMonth"
            autoComplete="cc-exp-month"
            defaultValue=""
            aria-invalid={missing === 'Choose the expiry month' ? true : undefined}
            className={selectClass}
          >
            <option value="" disabled>
              MM
            </option>
            {months.map((month) => (
              <option key={month} value={month}>
                {String(month).padStart(2, '0')}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={yearId} className="mb-1 block font-medium">
            Year
          </label>
          <select
            id={yearId}
            name="expYear"
            autoComplete="cc-exp-year"
            defaultValue=""
            aria-invalid={missing === 'Choose the expiry year' ? true : undefined}
            className={selectClass}
          >
            <option value="" disabled>
              YYYY
            </option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          minLength={3}
          maxLength={4}
        />
      </div>
      <button type="submit" className={`${primaryButton} w-full`} disabled={pay.isPending}>
        {pay.isPending ? 'Paying...' : `Pay ${formatPrice(total)}`}
      </button>
    </form>
  );
}
