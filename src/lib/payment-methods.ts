/** How each payment method is named to shoppers; an unknown method is shown by its own name. */
const PAYMENT_LABELS: Record<string, string> = {
  TestCard: 'Test card (Test mode — no real money)',
  PayPal: 'PayPal or credit card',
  Stripe: 'Card, Apple Pay or Google Pay (Stripe)',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_LABELS[method] ?? method;
}
