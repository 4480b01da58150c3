import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Loader } from '../../components/loader.tsx';
import { Message } from '../../components/message.tsx';
import type { Order } from '../../contract/orders.ts';
import { paymentConfigQueryOptions } from '../orders/index.ts';
import { CardPaymentForm } from './card-payment-form.tsx';

const PaypalButtons = /* @__PURE__ */ lazy(() => import('./paypal-buttons.tsx'));
// Stripe.js and the Payment Element: only ever loaded on an unpaid Stripe order's page.
const StripePayment = /* @__PURE__ */ lazy(() => import('./stripe-payment.tsx'));

/**
 * How the owner pays for a pending order: the test card form, or PayPal's buttons or Stripe's
 * Payment Element when set up.
 */
export function PaymentArea({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const { data: config } = useQuery(paymentConfigQueryOptions());
  if (order.paymentMethod === 'TestCard')
    return <CardPaymentForm orderId={order._id} total={order.totalPrice} onPaid={onPaid} />;
  if (order.paymentMethod === 'PayPal' && config?.paypalClientId) {
    return (
      <Suspense fallback={<Loader />}>
        <PaypalButtons orderId={order._id} clientId={config.paypalClientId} />
      </Suspense>
    );
  }
  if (order.paymentMethod === 'Stripe' && config?.stripePublishableKey) {
    return (
      <Suspense fallback={<Loader />}>
        <StripePayment orderId={order._id} publishableKey={config.stripePublishableKey} />
      </Suspense>
    );
  }
  return <Message variant="danger">This payment method is not available right now.</Message>;
}
