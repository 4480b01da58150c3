import { useEffect, useRef, useState } from 'react';
import { createPaypalOrder, usePayWithPaypal } from '../orders/index.ts';
import { Loader } from '../../components/loader.tsx';
import { Message } from '../../components/message.tsx';

interface PaypalButtonsApi {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError: (error: unknown) => void;
  }): { render(container: HTMLElement): Promise<void>; close(): Promise<void> };
}

declare global {
  interface Window {
    paypal?: PaypalButtonsApi;
  }
}

const SDK_ORIGIN = 'https://www.paypal.com';
let sdk: Promise<PaypalButtonsApi> | undefined;

/** PayPal's own script, loaded once and only when a shopper is about to pay with PayPal. */
function loadSdk(clientId: string): Promise<PaypalButtonsApi> {
  sdk ??= new Promise<PaypalButtonsApi>((resolve, reject) => {
    if (window.paypal) {
      resolve(window.paypal);
      return;
    }
    const script = document.createElement('script');
    script.src = `${SDK_ORIGIN}/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=USD&intent=capture`;
    script.async = true;
    script.onload = () => (window.paypal ? resolve(window.paypal) : reject(new Error('PayPal did not load')));
    script.onerror = () => reject(new Error('PayPal could not be loaded; please try again later'));
    document.head.append(script);
  }).catch((error: unknown) => {
    sdk = undefined;
    throw error instanceof Error ? error : new Error(String(error));
  });
  return sdk;
}

/**
 * PayPal's buttons. Our server creates the PayPal order from its own total and, after the
 * shopper approves, captures it and checks the amount itself; the browser only passes ids along.
 */
export default function PaypalButtons({ orderId, clientId }: { orderId: string; clientId: string }) {
  const container = useRef<HTMLDivElement>(null);
  const pay = usePayWithPaypal();
  const [loadError, setLoadError] = useState<string>();
  const [ready, setReady] = useState(false);
  const { mutateAsync } = pay;

  useEffect(() => {
    let buttons: ReturnType<PaypalButtonsApi['Buttons']> | undefined;
    let cancelled = false;
    loadSdk(clientId)
      .then(async (paypal) => {
        if (cancelled || !container.current) return;
        buttons = paypal.Buttons({
          createOrder: async () => (await createPaypalOrder(orderId)).id,
          onApprove: async ({ orderID }) => {
            await mutateAsync({ id: orderId, paypalOrderId: orderID });
          },
          onError: () => setLoadError('PayPal reported a problem; please try again'),
        });
        await buttons.render(container.current);
        setReady(true);
      })
      .catch((error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      void buttons?.close();
    };
  }, [clientId, orderId, mutateAsync]);

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      {pay.error && <Message variant="danger">{pay.error.message}</Message>}
      {loadError && <Message variant="danger">{loadError}</Message>}
      {!ready && !loadError && <Loader />}
      <div ref={container} />
    </div>
  );
}
