import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { orders } from '../db/schema.ts';
import { TEST_JWT_SECRET, testAppOptions } from '../test/app.ts';
import { FAKE_STRIPE_KEYS } from '../test/fake-stripe.ts';
import { stockOf } from '../test/orders.ts';
import { stripeSuite } from '../test/stripe-suite.ts';
import { cancelOrder } from './change-order.ts';
import { createOrderDeps } from './deps.ts';
import { expireDueOrders } from './expire-orders.ts';
import { createStripeIntent, stripeDeps, type StripeDeps } from './stripe-payments.ts';

/**
 * The browser confirms a Stripe payment with Stripe directly, so an intent bound to an order while
 * a cancel or the expiry is letting that order go could take money for a cancelled order. Each
 * race is played out at the one moment it can happen: between the cancel's read of the order
 * (which found no intent, or another one) and its conditional write.
 */

const suite = stripeSuite();
let customer: AuthUser;

beforeAll(() => {
  const { info } = suite.state().customer;
  customer = { id: info._id, name: info.name, email: info.email, isAdmin: false, role: null };
});

type Step = () => Promise<void>;

/**
 * The shop's order use cases on the suite's database and fake Stripe, as the app builds them,
 * except that the database runs `meanwhile` before each transaction it starts: for a cancel or the
 * expiry, after it read the order and asked Stripe to stop its intent, and before it writes.
 */
function racingDeps(): { deps: StripeDeps; meanwhile: (step: Step, times?: number) => void } {
  const { t, stripe } = suite.state();
  const steps: Step[] = [];
  const db = new Proxy(t.db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return async (work: Parameters<Db['transaction']>[0]) => {
        await steps.shift()?.();
        return target.transaction(work);
      };
    },
  });
  const options = testAppOptions({ dataDir: '' });
  const deps = stripeDeps(
    createOrderDeps(
      {
        orderHoldMinutes: options.orderHoldMinutes,
        orderLimits: options.orderLimits,
        payments: { testMode: true, paypal: undefined, stripe: { ...FAKE_STRIPE_KEYS, apiBase: stripe.url } },
        publicUrl: options.publicUrl,
        networkSecret: TEST_JWT_SECRET,
      },
      {
        db,
        limiter: { hit: () => Promise.reject(new Error('no placement in this race')) },
        onStockChange: () => undefined,
        log: t.app.log,
      },
    ),
  );
  if (!deps) throw new Error('Stripe is configured for this suite');
  return {
    deps,
    meanwhile: (step, times = 1) => {
      for (let time = 0; time < times; time++) steps.push(step);
    },
  };
}

/** What the Payment Element does with a client secret: confirm the intent at Stripe, card taken. */
async function confirmInBrowser(intentId: string, clientSecret: string): Promise<number> {
  const response = await fetch(`${suite.state().stripe.url}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ client_secret: clientSecret }),
  });
  return response.status;
}

/** Binds an intent as the Payment Element asks for one: `POST /api/orders/:id/stripe`. */
function bindIntent(orderId: string, handedOut: string[]): Step {
  return async () => {
    const response = await suite.startIntent(orderId);
    expect(response.statusCode).toBe(200);
    handedOut.push(response.json<{ clientSecret: string }>().clientSecret);
  };
}

const intentsOf = (orderId: string) =>
  suite
    .state()
    .stripe.intents()
    .filter((intent) => intent.metadata.orderId === orderId);

describe('an intent bound while the order is let go', () => {
  it('when the shopper’s Payment Element binds an intent between the cancel’s read and its write, then that intent is cancelled at Stripe before the order is, and its secret takes no money', async () => {
    const { order, product } = await suite.placeStripeOrder();
    const race = racingDeps();
    const handedOut: string[] = [];
    race.meanwhile(bindIntent(order._id, handedOut));

    const cancelled = await cancelOrder(race.deps, customer, order._id);
    expect(cancelled.status).toBe('cancelled');
    const [intent] = intentsOf(order._id);
    if (!intent) throw new Error('no intent was bound');
    expect(handedOut).toEqual([intent.client_secret]);
    expect(intent.status).toBe('canceled');
    expect(await confirmInBrowser(intent.id, intent.client_secret)).toBe(400);
    expect(await suite.state().t.db.select().from(orders).where(eq(orders.id, order._id))).toMatchObject([
      { status: 'cancelled', providerOrderId: intent.id },
    ]);
    expect((await suite.read(order._id)).status).toBe('cancelled');
    expect(await stockOf(suite.state().t.db, product.id)).toBe(5);
  });

  it('when an intent is bound between the expiry’s read and its write, then the expiry cancels that intent before the order', async () => {
    const { order } = await suite.placeStripeOrder();
    await suite.endHold(order._id);
    const race = racingDeps();
    const handedOut: string[] = [];
    race.meanwhile(bindIntent(order._id, handedOut));

    expect(await expireDueOrders(race.deps)).toBe(1);
    const [intent] = intentsOf(order._id);
    if (!intent) throw new Error('no intent was bound');
    expect(handedOut).toEqual([intent.client_secret]);
    expect(intent.status).toBe('canceled');
    expect(await confirmInBrowser(intent.id, intent.client_secret)).toBe(400);
    expect((await suite.read(order._id)).status).toBe('cancelled');
  });

  it('when a new intent is bound every time the cancel is about to write, then it gives up after three rounds, and the order keeps none it could be paid through unseen', async () => {
    const { order } = await suite.placeStripeOrder();
    const race = racingDeps();
    const { t, stripe } = suite.state();
    // Another intent each round (as if each attempt were a new one), bound behind the cancel's back.
    const rebind: Step = async () => {
      const intent = await race.deps.stripe.provider.createIntent({
        id: order._id,
        totalCents: Math.round(order.totalPrice * 100),
        providerOrderId: null,
        attempt: 100 + intentsOf(order._id).length,
      });
      await t.db.update(orders).set({ providerOrderId: intent.id }).where(eq(orders.id, order._id));
    };
    race.meanwhile(rebind, 3);

    await expect(cancelOrder(race.deps, customer, order._id)).rejects.toThrow(
      'Cannot cancel: a payment of this order is being started; please try again',
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row?.status).toBe('pending');
    // Every intent but the one now bound was cancelled; the bound one is the order's to cancel next time.
    const intents = intentsOf(order._id);
    expect(intents).toHaveLength(3);
    expect(intents.filter((intent) => intent.status !== 'canceled').map((intent) => intent.id)).toEqual([
      row?.providerOrderId,
    ]);
    expect(stripe.intent(row?.providerOrderId ?? '')?.status).toBe('requires_payment_method');
  });
});

describe('binding an intent to an order being let go', () => {
  it('when the order is cancelled while Stripe makes its intent, then binding is refused and no secret is handed out', async () => {
    const { order } = await suite.placeStripeOrder();
    const { deps } = racingDeps();
    const provider = deps.stripe.provider;
    const racing: StripeDeps = {
      ...deps,
      stripe: {
        ...deps.stripe,
        provider: {
          ...provider,
          createIntent: async (payable) => {
            const intent = await provider.createIntent(payable);
            expect((await suite.cancel(order._id)).statusCode).toBe(200);
            return intent;
          },
        },
      },
    };

    await expect(
      createStripeIntent(racing, { user: customer, orderKey: undefined }, order._id),
    ).rejects.toThrow('Cannot pay: Order was cancelled');
    expect((await suite.read(order._id)).status).toBe('cancelled');
  });
});
