import { useMutation } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import type { StockAlertAnswer } from '../../../contract/stock-alerts.ts';
import { api, signsOutOnTokenFailure } from '../../../api/client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../stores/session.ts';
import { FormField } from '../../../components/form-field.tsx';
import type { NotifyMeProps } from './notify-me-slot.tsx';

const signUp = (productId: string, body: { email?: string; variant?: string }) =>
  api
    .post(`products/${encodeURIComponent(productId)}/stock-alerts`, { json: body, ...signsOutOnTokenFailure })
    .json<StockAlertAnswer>();

/**
 * A visitor types an address; a signed-in customer is alerted at their own, shown, with one
 * button. The server's answer says whether a confirmation mail went out (an address that is not
 * the signed-in customer's own), and its words are shown as they are.
 */
export default function NotifyMeForm({ productId, variantId }: NotifyMeProps) {
  const ownEmail = useSession((state) => state.userInfo?.email);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const errorId = useId();
  const mutation = useMutation({
    mutationFn: () =>
      signUp(productId, {
        ...(ownEmail === undefined ? { email: email.trim() } : {}),
        ...(variantId === undefined ? {} : { variant: variantId }),
      }),
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const needsAddress = ownEmail === undefined && email.trim() === '';
    setMissing(needsAddress);
    if (!needsAddress) mutation.mutate();
  };

  const error = missing
    ? 'Enter your e-mail address.'
    : mutation.isError
      ? errorMessage(mutation.error)
      : null;
  const answer = mutation.data;

  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4">
      <h2 id={headingId} className="font-semibold">
        Notify me when it is back
      </h2>
      {answer ? (
        <div
          role="status"
          className="mt-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          <p className="font-semibold">{answer.confirmed ? 'Alert saved.' : 'Check your inbox.'}</p>
          <p>{answer.message}</p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="mt-2 flex flex-col gap-2">
          {ownEmail === undefined ? (
            <FormField
              label="E-mail address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              // The error below is the field's description, and an alert announced as it appears.
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : errorId}
            />
          ) : (
            <p>
              We will e-mail <strong>{ownEmail}</strong> once, when it is back in stock.
            </p>
          )}
          {error !== null && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={mutation.isPending}
            className="min-h-11 rounded-md border border-slate-900 bg-white px-4 font-semibold hover:bg-slate-100 disabled:cursor-wait"
          >
            Notify me
          </button>
        </form>
      )}
    </section>
  );
}
