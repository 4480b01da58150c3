import { startFakeStripe, type FakeStripe } from '../src/server/test/fake-stripe.ts';
import { cartLink, expect, JANE, signInByApi, test } from './fixtures.ts';
import { addToCart, CABLE, fillShipping, findProduct, placeOrder } from './checkout-steps.ts';
import { fakeStripePort, routeStripeToFake } from './stripe-steps.ts';
import { FAKE_STRIPE_KEYS } from '../src/server/test/fake-stripe.ts';

let stripe: FakeStripe;

test.beforeAll(async ({ baseURL }) => {
  const shopPort = Number(new URL(baseURL ?? '').port);
  stripe = await startFakeStripe({ port: fakeStripePort(shopPort) });
  // As Stripe does: a confirmed intent's signed event goes to the shop's webhook.
  stripe.state.webhook = {
    url: `${baseURL ?? ''}/api/stripe/webhook`,
    secret: FAKE_STRIPE_KEYS.webhookSecret,
  };
});
test.afterAll(async () => {
  await stripe.close();
});

test('a customer pays an order by card in Stripe’s Payment Element', async ({ page, request, axe }) => {
  test.slow();
  const cable = await findProduct(request, CABLE);
  await routeStripeToFake(page, stripe.url);
  await signInByApi(page, JANE);

  await test.step('the order page’s policy allows Stripe.js, and only the order page loads it', async () => {
    const home = await request.get('/', { headers: { accept: 'text/html' } });
    const csp = home.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  await test.step('Jane chooses Stripe on the Payment screen and places the order', async () => {
    await addToCart(page, cable, 1);
    await expect(cartLink(page)).toHaveAccessibleName(/Cart \d+ items?/);
    await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
    await expect(page).toHaveURL('/shipping');
    await fillShipping(page);
    await expect(page).toHaveURL('/payment');
    await page.getByRole('radio', { name: 'Card, Apple Pay or Google Pay (Stripe)' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/placeorder');
  });

  const orderId = await placeOrder(page);

  await test.step('she pays in the Payment Element and Stripe’s word marks the order paid', async () => {
    await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    await axe.expectNoA11yViolations(page);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay with Stripe' }).click();
    await expect(page.getByText(/Paid on/)).toBeVisible();
    const intent = stripe.intents().find((candidate) => candidate.metadata.orderId === orderId);
    expect(intent).toMatchObject({ status: 'succeeded', currency: 'usd' });
  });
});
