import { useId, useState, type SubmitEvent } from 'react';
import { usePayWithCard } from '../api/orders.ts';
import { formatPrice } from '../contract/money.ts';
import { FormField, primaryButton } from './form-field.tsx';
import { Message } from './message.tsx';
import { formValues } from '../lib/form-values.ts';

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/** Pays with the offline test provider. The card number goes to our server once and is not kept. */
export function CardPaymentForm({ orderId, total }: { orderId: string; total: number }) {
  const pay = usePayWithCard();
  const monthId = useId();
  const yearId = useId();
  const [thisYear] = useState(() => new Date().getFullYear());
  const years = Array.from({ length: 15 }, (_, index) => thisYear + index);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formValues(event.currentTarget);
    const text = (name: string) => read(name).trim();
    pay.mutate({
      id: orderId,
      card: {
        name: text('cardName'),
        number: text('cardNumber'),
        expMonth: Number(text('expMonth')),
        expYear: Number(text('expYear')),
        cvc: text('cvc'),
      },
    });
  }

  return (
    <form onSubmit={submit} aria-labelledby="pay-heading" className="mt-4 border-t border-slate-200 pt-4">
      <h2 id="pay-heading" className="text-lg font-semibold">
        Pay by card
      </h2>
      <p className="mb-3 text-sm text-amber-800">
        Test mode — no real money. Use 4242 4242 4242 4242 with any future date.
      </p>
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
            className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2"
          >
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
            className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2"
          >
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
