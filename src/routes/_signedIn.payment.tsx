import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { type ReactNode, type SubmitEvent } from 'react';
import { paymentConfigQueryOptions } from '../features/orders/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { CheckoutSteps } from '../features/checkout/index.ts';
import { paymentMethodLabel } from '../lib/payment-methods.ts';
import { FormContainer } from '../components/form-container.tsx';
import { primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { PAYMENT_TITLE } from '../contract/page-titles.ts';
import { RouteError } from '../components/route-error.tsx';
import { useCart } from '../stores/cart.ts';

export const Route = createFileRoute('/_signedIn/payment')({
  loader: ({ context }) => ensureQueryData(context.queryClient, paymentConfigQueryOptions()),
  errorComponent: ({ error }) => (
    <PaymentFrame>
      <RouteError error={error} />
    </PaymentFrame>
  ),
  component: PaymentScreen,
});

function PaymentFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={PAYMENT_TITLE} />
      <CheckoutSteps current={3} />
      <FormContainer>
        <h1 className="mb-6 text-2xl font-bold">Payment Method</h1>
        {children}
      </FormContainer>
    </>
  );
}

function PaymentScreen() {
  const shippingAddress = useCart((state) => state.shippingAddress);
  const saved = useCart((state) => state.paymentMethod);
  const savePaymentMethod = useCart((state) => state.savePaymentMethod);
  const navigate = useNavigate();
  const { data: config } = useSuspenseQuery(paymentConfigQueryOptions());

  if (!shippingAddress) return <Navigate to="/shipping" replace />;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const method = new FormData(event.currentTarget).get('paymentMethod');
    if (typeof method !== 'string') return;
    savePaymentMethod(method);
    void navigate({ to: '/placeorder' });
  }

  return (
    <PaymentFrame>
      {config.methods.length === 0 ? (
        <Message variant="danger">No payment method is available right now. Please try again later.</Message>
      ) : (
        <form onSubmit={submit}>
          <fieldset className="mb-6">
            <legend className="mb-3 font-medium">Select Method</legend>
            {config.methods.map((method, index) => (
              <label key={method} className="mb-2 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={method}
                  defaultChecked={saved ? saved === method : index === 0}
                  required
                  className="size-5"
                />
                {paymentMethodLabel(method)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={primaryButton}>
            Continue
          </button>
        </form>
      )}
    </PaymentFrame>
  );
}
