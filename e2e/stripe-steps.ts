import type { Page } from '@playwright/test';
import { FAKE_STRIPE_KEYS } from '../src/server/test/fake-stripe.ts';

/**
 * The Stripe journey's fake Stripe API (src/server/test/fake-stripe.ts) listens beside the shop,
 * 20 000 ports up, so each E2E_PORT gets its own. The server is pointed at it with
 * STRIPE_API_BASE; the browser never reaches the internet.
 */
export function fakeStripePort(shopPort: number): number {
  return shopPort + 20_000;
}

/** The server's Stripe settings for the journeys: test keys, and the fake's address. */
export function stripeEnv(shopPort: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${String(fakeStripePort(shopPort))}`,
  };
}

/**
 * A stand-in for Stripe.js with the same surface the storefront uses (`Stripe(key)`,
 * `retrievePaymentIntent`, `elements().create('payment').mount`, `confirmPayment`), talking to
 * `https://api.stripe.com` as Stripe.js does. It runs in the page as the real script would, under
 * the page's real Content-Security-Policy.
 */
const STRIPE_JS_STAND_IN = `
(() => {
  const api = 'https://api.stripe.com/v1/payment_intents/';
  const idOf = (secret) => secret.split('_secret_')[0];
  function Stripe() {
    return {
      _registerWrapper() {},
      async retrievePaymentIntent(clientSecret) {
        const response = await fetch(api + idOf(clientSecret) + '?client_secret=' + encodeURIComponent(clientSecret));
        return { paymentIntent: await response.json() };
      },
      elements({ clientSecret }) {
        return {
          clientSecret,
          create() {
            return {
              mount(container) {
                const label = document.createElement('label');
                label.textContent = 'Card number ';
                const input = document.createElement('input');
                input.autocomplete = 'cc-number';
                label.append(input);
                container.append(label);
              },
              destroy() {},
            };
          },
        };
      },
      async confirmPayment({ elements }) {
        const response = await fetch(api + idOf(elements.clientSecret) + '/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'client_secret=' + encodeURIComponent(elements.clientSecret),
        });
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/**
 * Serves Stripe.js's stand-in at Stripe's own address and forwards Stripe's API to the fake, for
 * this page only: production (and every other journey) is untouched, and the page's CSP must
 * still allow both addresses for the payment to work.
 */
export async function routeStripeToFake(page: Page, fakeUrl: string): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS_STAND_IN }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
