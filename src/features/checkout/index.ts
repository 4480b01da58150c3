export { CheckoutSteps } from './checkout-steps.tsx';
export { PaymentArea } from './payment-area.tsx';
export { CartTotals } from './cart-totals.tsx';
