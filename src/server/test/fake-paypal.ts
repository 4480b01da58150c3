import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Makes the next capture answer differently from a clean, completed capture of the full amount. */
export interface CaptureOverride {
  status?: string;
  value?: string;
  currency?: string;
  captureId?: string;
  referenceId?: string;
  /** Why PayPal holds a `PENDING` capture (its `status_details.reason`), e.g. `PENDING_REVIEW`. */
  reason?: string;
  /** The capture goes through, but the answer is lost on the way back (a 500 instead). */
  loseAnswer?: boolean;
}

interface FakeCapture {
  id: string;
  status: string;
  status_details?: { reason: string };
  amount: { currency_code: string; value: string };
  update_time: string;
  /** The first refund of this capture, once one was made. */
  refund?: FakeRefund;
  /** Every refund of this capture, in parts or whole, oldest first. */
  refunds?: FakeRefund[];
}

interface FakeRefund {
  id: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
}

interface FakeOrder {
  id: string;
  amount: { currency_code: string; value: string };
  referenceId: string;
  /** CREATED until the buyer approves it in PayPal's window; COMPLETED once captured. */
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  capture: FakeCapture | undefined;
  captureReferenceId: string | undefined;
}

interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A capture the test holds at PayPal's door until it says so: no sleeps, no timing. */
export interface HeldCapture {
  /** Settles when our server's capture request has reached PayPal. */
  arrived: Promise<void>;
  /** Lets PayPal process the held capture and answer. */
  release(): void;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw ? (JSON.parse(raw) as unknown) : undefined;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * A stand-in for PayPal's Orders API on 127.0.0.1, for tests only: OAuth, create, capture and
 * read an order, with PayPal's `PayPal-Request-Id` idempotency (the same request id gets the
 * same answer). The buyer's approval in PayPal's window is taken as given unless
 * `state.buyerApproves` is false. `state.outage` makes every call fail as if PayPal were down.
 */
export async function startFakePaypal() {
  const orders = new Map<string, FakeOrder>();
  const answered = new Map<string, StoredAnswer>();
  const heldCaptures: { arrived: () => void; released: Promise<void> }[] = [];
  let sequence = 0;
  const state: {
    nextCapture: CaptureOverride | undefined;
    requests: string[];
    buyerApproves: boolean;
    outage: boolean;
  } = { nextCapture: undefined, requests: [], buyerApproves: true, outage: false };

  function view(order: FakeOrder) {
    return {
      id: order.id,
      status: order.status,
      payer: { email_address: 'buyer@example.com' },
      purchase_units: [
        {
          reference_id: order.captureReferenceId ?? order.referenceId,
          amount: order.amount,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
    };
  }

  function capture(order: FakeOrder, override: CaptureOverride): StoredAnswer {
    if (order.status === 'CREATED') {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
      };
    }
    if (order.status === 'COMPLETED') {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
      };
    }
    sequence += 1;
    const status = override.status ?? 'COMPLETED';
    order.status = 'COMPLETED';
    order.captureReferenceId = override.referenceId;
    order.capture = {
      id: override.captureId ?? `CAPTURE-${sequence}`,
      status,
      ...(override.reason ? { status_details: { reason: override.reason } } : {}),
      amount: {
        currency_code: override.currency ?? order.amount.currency_code,
        value: override.value ?? order.amount.value,
      },
      update_time: '2026-11-22T10:00:00Z',
    };
    return { status: 201, body: { ...view(order), status } };
  }

  /**
   * A refund of a completed capture, whole or in parts: PayPal refuses one once the capture is
   * fully refunded, and one larger than what is left of it.
   */
  async function refund(request: IncomingMessage, captureId: string): Promise<StoredAnswer> {
    const body = (await readJson(request)) as
      { amount?: { currency_code: string; value: string } } | undefined;
    const capture = [...orders.values()].find((order) => order.capture?.id === captureId)?.capture;
    if (!capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    const cents = (value: string) => Math.round(Number(value) * 100);
    const given = (capture.refunds ?? []).reduce((sum, one) => sum + cents(one.amount.value), 0);
    if (given >= cents(capture.amount.value)) {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] },
      };
    }
    const amount = body?.amount ?? capture.amount;
    if (
      cents(amount.value) > cents(capture.amount.value) - given ||
      amount.currency_code !== capture.amount.currency_code
    ) {
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] },
      };
    }
    sequence += 1;
    const made: FakeRefund = { id: `REFUND-${sequence}`, status: 'COMPLETED', amount };
    capture.refund ??= made;
    capture.refunds = [...(capture.refunds ?? []), made];
    return { status: 201, body: made };
  }

  async function answer(request: IncomingMessage, url: string): Promise<StoredAnswer> {
    if (state.outage) return { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
    if (url === '/v1/oauth2/token') {
      const ok =
        request.headers.authorization ===
        `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
      return ok
        ? { status: 200, body: { access_token: 'fake-token', token_type: 'Bearer' } }
        : { status: 401, body: { error: 'invalid_client' } };
    }
    if (request.headers.authorization !== 'Bearer fake-token') {
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    }
    if (url === '/v2/checkout/orders' && request.method === 'POST') {
      const body = (await readJson(request)) as {
        purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[];
      };
      const unit = body.purchase_units[0];
      if (!unit) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } };
      sequence += 1;
      const order: FakeOrder = {
        id: `PAYPAL-ORDER-${sequence}`,
        amount: unit.amount,
        referenceId: unit.reference_id,
        status: state.buyerApproves ? 'APPROVED' : 'CREATED',
        capture: undefined,
        captureReferenceId: undefined,
      };
      orders.set(order.id, order);
      return { status: 201, body: { id: order.id, status: 'CREATED' } };
    }
    const captured = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
    if (captured && request.method === 'POST') {
      const order = orders.get(decodeURIComponent(captured[1] ?? ''));
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      const held = heldCaptures.shift();
      if (held) {
        held.arrived();
        await held.released;
      }
      const override = state.nextCapture ?? {};
      state.nextCapture = undefined;
      const result = capture(order, override);
      return override.loseAnswer ? { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } } : result;
    }
    const refunded = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url);
    if (refunded && request.method === 'POST') return refund(request, decodeURIComponent(refunded[1] ?? ''));
    const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url);
    if (read && request.method === 'GET') {
      const order = orders.get(decodeURIComponent(read[1] ?? ''));
      return order
        ? { status: 200, body: view(order) }
        : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '';
      state.requests.push(`${request.method ?? ''} ${url}`);
      const requestId = request.headers['paypal-request-id'];
      const key = typeof requestId === 'string' ? `${url} ${requestId}` : undefined;
      const previous = key ? answered.get(key) : undefined;
      const result = previous ?? (await answer(request, url));
      // PayPal replays the answer to a request id it has seen, unless that answer was an error.
      if (key && result.status < 300) answered.set(key, result);
      response.writeHead(result.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result.body));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    /** Holds the next capture request until the test releases it. */
    holdNextCapture(): HeldCapture {
      const arrived = deferred();
      const released = deferred();
      heldCaptures.push({ arrived: arrived.resolve, released: released.promise });
      return { arrived: arrived.promise, release: released.resolve };
    },
    /** What PayPal's side of an order looks like now (status, capture). */
    order(id: string): FakeOrder | undefined {
      return orders.get(id);
    },
    /** Every refund PayPal made, whole or in parts. */
    refunds(): FakeRefund[] {
      return [...orders.values()].flatMap((order) => order.capture?.refunds ?? []);
    },
    /** Ends PayPal's review of a `PENDING` capture: the money arrives, or it is refused. */
    settleCapture(id: string, status: 'COMPLETED' | 'DECLINED'): FakeCapture {
      const capture = orders.get(id)?.capture;
      if (capture?.status !== 'PENDING') throw new Error(`fake PayPal has no pending capture on ${id}`);
      capture.status = status;
      delete capture.status_details;
      return capture;
    },
    /** Captures an order as if a request of ours had reached PayPal just before our instance died. */
    captureBehindOurBack(id: string): void {
      const order = orders.get(id);
      if (!order) throw new Error(`fake PayPal has no order ${id}`);
      capture(order, {});
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
