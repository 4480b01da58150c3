import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** The keys a test app and the fake agree on. */
export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_fake',
  publishableKey: 'pk_test_fake',
  webhookSecret: 'whsec_test_fake',
} as const;

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string;
  created: number;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

/** A request the fake received, as the tests check it (idempotency keys, form fields). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** What happens to the next browser confirmation: by default the card is taken at once. */
export type ConfirmOutcome = 'succeeded' | 'processing' | 'requires_payment_method';

const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

async function readBody(request: IncomingMessage): Promise<string> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

function stripeError(status: number, code: string, message: string, type = 'invalid_request_error') {
  return { status, body: { error: { type, code, message } } };
}

/** A signed Stripe event for the webhook: the body and its `Stripe-Signature` header. */
export function signedEvent(
  type: string,
  intent: FakeIntent,
  options: { secret?: string; timestamp?: number; id?: string } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${intent.id}_${type}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_STRIPE_KEYS.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, signature };
}

/**
 * A stand-in for Stripe's PaymentIntents and Refunds API on 127.0.0.1, for tests and the journey
 * only: create (with Stripe's idempotency: the same key gets the same answer), read, cancel (which
 * Stripe refuses once money moved or is moving), the browser's confirm with the client secret,
 * and refunds. `webhook` makes a confirmation also send the signed `payment_intent.*` event to
 * the shop, as Stripe does; `outage` makes every call fail as if Stripe were down.
 */
export async function startFakeStripe(options: { port?: number } = {}) {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripeRequest[] = [];
  let sequence = 0;
  const state: {
    outage: boolean;
    nextConfirm: ConfirmOutcome;
    webhook: { url: string; secret: string } | undefined;
  } = { outage: false, nextConfirm: 'succeeded', webhook: undefined };

  const nextId = (prefix: string) => `${prefix}_fake${String(++sequence).padStart(6, '0')}`;

  async function deliver(type: string, intent: FakeIntent): Promise<void> {
    if (!state.webhook) return;
    const { payload, signature } = signedEvent(type, intent, { secret: state.webhook.secret });
    await fetch(state.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  }

  async function route(request: FakeStripeRequest): Promise<{ status: number; body: unknown }> {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
        if (name) metadata[name] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        metadata,
        client_secret: `${id}_secret_${String(sequence)}`,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/confirm)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(decodeURIComponent(intentPath[1] ?? ''));
      if (!intent) return stripeError(404, 'resource_missing', 'No such payment_intent');
      const action = intentPath[2];
      if (method === 'GET' && !action) return { status: 200, body: intent };
      if (method === 'POST' && action === '/cancel') {
        if (!CANCELABLE.has(intent.status)) {
          return stripeError(
            400,
            'payment_intent_unexpected_state',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          );
        }
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
      if (method === 'POST' && action === '/confirm') {
        if (form.get('client_secret') !== intent.client_secret) {
          return stripeError(400, 'resource_missing', 'The client secret does not match');
        }
        if (!CANCELABLE.has(intent.status)) {
          return stripeError(
            400,
            'payment_intent_unexpected_state',
            'This PaymentIntent cannot be confirmed',
          );
        }
        intent.status = state.nextConfirm;
        state.nextConfirm = 'succeeded';
        if (intent.status !== 'requires_payment_method') {
          await deliver(`payment_intent.${intent.status}`, intent);
        }
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return stripeError(404, 'resource_missing', 'No such payment_intent');
      if (intent.status !== 'succeeded') {
        return stripeError(400, 'payment_intent_unexpected_state', 'This PaymentIntent has not succeeded');
      }
      // Whole or in parts, never beyond what was paid (as Stripe refuses).
      const given = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (given >= intent.amount) {
        return stripeError(400, 'charge_already_refunded', 'This charge has already been refunded');
      }
      const amount = Number(form.get('amount') ?? intent.amount - given);
      if (amount > intent.amount - given) {
        return stripeError(400, 'amount_too_large', 'Refund amount is greater than what is left');
      }
      const refund: FakeRefund = {
        id: nextId('re'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const received: FakeStripeRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        form: new URLSearchParams(request.method === 'GET' ? url.search : raw),
      };
      requests.push(received);
      // The browser's stand-in calls the fake from another origin, as Stripe.js calls Stripe.
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
      if (received.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      if (state.outage) {
        send(response, 500, { error: { type: 'api_error', message: 'Stripe is down' } });
        return;
      }
      const key = received.idempotencyKey ? `${received.path} ${received.idempotencyKey}` : undefined;
      const stored = key ? answered.get(key) : undefined;
      const answer = stored ?? (await route(received));
      if (key && !stored) answered.set(key, answer);
      send(response, answer.status, answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${String(port)}`,
    state,
    requests,
    intent: (id: string) => intents.get(id),
    intents: () => [...intents.values()],
    refunds: () => [...refunds.values()],
    /** Stripe moves an intent on by itself (the shopper paid, the bank settled or refused). */
    setStatus(id: string, status: string): FakeIntent {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The fake Stripe has no intent ${id}`);
      intent.status = status;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
