import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { QuoteBody } from '../../contract/quote.ts';
import { isClientError } from '../../api/client.ts';
import { secondaryButton } from '../../components/form-field.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { useCart } from '../../stores/cart.ts';
import { quoteQueryOptions } from './quote-api.ts';

/**
 * "Coupon code" with Apply / Remove, on the cart and on Place Order. A code is tried by quoting
 * the order with it: the server alone says whether it holds, and a refusal's message (unknown,
 * expired, paused, used up, below the minimum) sits beside the field, which keeps the focus. An
 * accepted code is kept with the checkout (`couponCode`) and goes with the order.
 */
export function CouponField({ body }: { body: QuoteBody }) {
  const couponCode = useCart((state) => state.couponCode);
  const saveCouponCode = useCart((state) => state.saveCouponCode);
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  async function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = input.current?.value.trim() ?? '';
    if (code === '') {
      setRefusal('Enter a coupon code');
      input.current?.focus();
      return;
    }
    setChecking(true);
    try {
      // Quoted once here, the cart's figures show the code's effect at once from the cache.
      await queryClient.query(quoteQueryOptions({ ...body, couponCode: code }));
      setRefusal(undefined);
      saveCouponCode(code);
    } catch (error) {
      setRefusal(
        isClientError(error) ? errorMessage(error) : `The code could not be checked: ${errorMessage(error)}`,
      );
      input.current?.focus();
    } finally {
      setChecking(false);
    }
  }

  if (couponCode) {
    return (
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p>
          Coupon code <strong>{couponCode}</strong>
        </p>
        <button
          type="button"
          className={secondaryButton}
          aria-label={`Remove coupon code ${couponCode}`}
          onClick={() => saveCouponCode('')}
        >
          Remove
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void apply(event)} aria-label="Coupon" className="mt-3" noValidate>
      <label htmlFor={id} className="mb-1 block font-medium">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          onChange={() => setRefusal(undefined)}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600"
        />
        <button type="submit" className={secondaryButton} disabled={checking}>
          {checking ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {refusal && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {refusal}
        </p>
      )}
    </form>
  );
}
