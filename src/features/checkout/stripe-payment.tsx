import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { createStripeIntent, useCheckStripePayment } from '../orders/index.ts';
import { primaryButton } from '../../components/form-field.tsx';
import { Loader } from '../../components/loader.tsx';
import { Message } from '../../components/message.tsx';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Stripe has the money, or is taking it: only our server's word on it changes the order. */
const MONEY_MOVED = new Set(['succeeded', 'processing']);

/**
 * Stripe's Payment Element: cards, and Apple Pay or Google Pay where the browser has them. Our
 * server makes the PaymentIntent from its own total; the browser confirms it with Stripe, and then
 * asks our server to read it back from Stripe, which alone decides that the order is paid. This
 * module (and Stripe.js with it) loads only on an unpaid Stripe order's page.
 */
export default function StripePayment({
  orderId,
  publishableKey,
}: {
  orderId: string;
  publishableKey: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const check = useCheckStripePayment();
  const { mutateAsync } = check;
  const [session, setSession] = useState<{ stripe: Stripe; elements: StripeElements }>();
  const [error, setError] = useState<string>();
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    const run = { cancelled: false };
    let unmount: (() => void) | undefined;
    async function start() {
      const [{ clientSecret }, stripe] = await Promise.all([
        createStripeIntent(orderId),
        loadStripe(publishableKey),
      ]);
      if (!stripe) throw new Error('Stripe could not be loaded; please try again later');
      // Back from Stripe (a redirect, a reload, a closed tab): if the money moved, our server records it.
      const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
      if (paymentIntent && MONEY_MOVED.has(paymentIntent.status)) {
        await mutateAsync({ id: orderId });
        return;
      }
      if (run.cancelled || !container.current) return;
      const elements = stripe.elements({ clientSecret });
      const element = elements.create('payment', { wallets: { applePay: 'auto', googlePay: 'auto' } });
      element.mount(container.current);
      unmount = () => element.destroy();
      setSession({ stripe, elements });
    }
    start().catch((failure: unknown) => {
      if (!run.cancelled) setError(messageOf(failure));
    });
    return () => {
      run.cancelled = true;
      unmount?.();
    };
  }, [orderId, publishableKey, mutateAsync]);

  async function pay() {
    if (!session) return;
    setPaying(true);
    setError(undefined);
    try {
      const result = await session.stripe.confirmPayment({
        elements: session.elements,
        redirect: 'if_required',
        // A redirect (3-D Secure, a bank's page) comes back to the order's own address: never the
        // address bar as it is, whose `#key=…` (a guest's order key) Stripe would receive and log.
        // A guest's tab keeps the key (guest/order-keys.ts), which opens the order on the way back.
        confirmParams: {
          return_url: new URL(`/order/${encodeURIComponent(orderId)}`, window.location.origin).href,
        },
      });
      if (result.error) {
        setError(result.error.message ?? 'Stripe could not take the payment; please try again');
        return;
      }
      await mutateAsync({ id: orderId });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPaying(false);
    }
  }

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      {error && <Message variant="danger">{error}</Message>}
      {!session && !error && <Loader />}
      <div ref={container} className="mb-4" />
      {session && (
        <button type="button" className={primaryButton} disabled={paying} onClick={() => void pay()}>
          {paying ? 'Paying…' : 'Pay with Stripe'}
        </button>
      )}
    </div>
  );
}
