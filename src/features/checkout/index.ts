export { CheckoutSteps } from './checkout-steps.tsx';
export { paymentMethodLabel } from './payment-methods.ts';
export { PaymentArea } from './payment-area.tsx';
