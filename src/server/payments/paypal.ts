import { ConflictError, ValidationError } from '../errors.ts';
import {
  centsToAmount,
  PaymentProviderError,
  tookNoMoney,
  type PayableOrder,
  type PaymentAnswer,
  type PaymentProvider,
} from './provider.ts';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
}

const CURRENCY = 'USD';

/** PayPal says the capture was refunded in full already: the money is back, whoever asked first. */
class AlreadyRefundedError extends ConflictError {
  constructor() {
    super('This PayPal payment was already refunded');
  }
}
const REQUEST_TIMEOUT_MS = 15_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);
const first = (value: unknown): unknown => (Array.isArray(value) ? (value as unknown[])[0] : undefined);

/** PayPal's reason for holding a capture, if it is a plain code that is safe to log. */
function holdReason(capture: unknown): string {
  const reason = field(field(capture, 'status_details'), 'reason');
  return typeof reason === 'string' && /^[A-Z_]{1,40}$/.test(reason) ? reason : 'PENDING';
}

/**
 * Accepts only a capture of exactly the order's amount, in USD, for that order, from a capture
 * answer or an order read back (both carry the same fields): COMPLETED is paid, PENDING is money
 * PayPal holds for review (never released by us), anything else took no money.
 */
function captureAnswer(order: PayableOrder, body: unknown): PaymentAnswer {
  const unit = first(field(body, 'purchase_units'));
  const capture = first(field(field(unit, 'payments'), 'captures'));
  const amount = field(capture, 'amount');
  const captureId = field(capture, 'id');
  const captureStatus = field(capture, 'status');
  const forThisOrder = [
    field(amount, 'currency_code') === CURRENCY,
    field(amount, 'value') === centsToAmount(order.totalCents),
    field(unit, 'reference_id') === order.id || field(capture, 'custom_id') === order.id,
  ];
  if (forThisOrder.every(Boolean) && typeof captureId === 'string') {
    if (captureStatus === 'PENDING') return { held: true, reason: holdReason(capture) };
    if (captureStatus === 'COMPLETED' && field(body, 'status') === 'COMPLETED') {
      const email = field(field(body, 'payer'), 'email_address');
      const updateTime = field(capture, 'update_time');
      return {
        provider: 'PayPal',
        id: captureId,
        status: 'COMPLETED',
        updateTime: typeof updateTime === 'string' ? updateTime : new Date().toISOString(),
        ...(typeof email === 'string' ? { emailAddress: email } : {}),
      };
    }
  }
  throw new ValidationError('PayPal did not confirm a completed payment of this order’s total');
}

/**
 * PayPal's Orders API (v2). The server creates the PayPal order from its own total and our order
 * id, the shopper approves it in PayPal's buttons, and the server captures it and accepts only a
 * COMPLETED capture of exactly that amount, in USD, for that order. Each capture carries a
 * `PayPal-Request-Id` naming our order and attempt, so asking again never charges twice.
 */
export function createPaypalProvider(settings: PaypalSettings) {
  async function call(path: string, init: RequestInit & { token?: string }): Promise<unknown> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new PaymentProviderError('PayPal could not be reached; please try again');
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const issue = field(first(field(body, 'details')), 'issue');
      if (issue === 'ORDER_ALREADY_CAPTURED')
        throw new ConflictError('This PayPal payment was already captured');
      if (issue === 'CAPTURE_FULLY_REFUNDED') throw new AlreadyRefundedError();
      if (response.status === 404 || response.status === 422) {
        throw new ValidationError('PayPal did not accept this payment');
      }
      throw new PaymentProviderError('PayPal refused the request; please try again');
    }
    return body;
  }

  async function accessToken(): Promise<string> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const body = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = field(body, 'access_token');
    if (typeof token !== 'string') throw new PaymentProviderError('PayPal sign-in failed');
    return token;
  }

  async function capture(order: PayableOrder, paypalOrderId: string): Promise<unknown> {
    return call(`/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
      method: 'POST',
      token: await accessToken(),
      headers: {
        'Content-Type': 'application/json',
        'PayPal-Request-Id': `capture-${order.id}-${order.attempt}`,
      },
    });
  }

  /** While recovering, a refusal (unknown order, declined capture, wrong amount) means no money moved. */
  async function unlessRefused(work: () => Promise<PaymentAnswer | undefined>) {
    try {
      return await work();
    } catch (error) {
      if (tookNoMoney(error)) return undefined;
      throw error;
    }
  }

  const provider: PaymentProvider & { createOrder(order: PayableOrder): Promise<string> } = {
    method: 'PayPal',

    /**
     * The request id names our order and its attempt: a repeat gets the same PayPal order back,
     * and after PayPal refused a held payment the next attempt gets a fresh one to approve.
     */
    async createOrder(order) {
      const body = await call('/v2/checkout/orders', {
        method: 'POST',
        token: await accessToken(),
        headers: {
          'Content-Type': 'application/json',
          'PayPal-Request-Id': `create-${order.id}-${order.attempt}`,
        },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.id,
              custom_id: order.id,
              amount: { currency_code: CURRENCY, value: centsToAmount(order.totalCents) },
            },
          ],
        }),
      });
      const id = field(body, 'id');
      if (typeof id !== 'string') throw new PaymentProviderError('PayPal did not return an order id');
      return id;
    },

    async confirm(order, payBody) {
      const paypalOrderId = payBody.paypalOrderId;
      if (!paypalOrderId) throw new ValidationError('paypalOrderId is required');
      if (paypalOrderId !== order.providerOrderId) {
        throw new ValidationError('This PayPal payment does not belong to this order');
      }
      return captureAnswer(order, await capture(order, paypalOrderId));
    },

    async recover(order) {
      const paypalOrderId = order.providerOrderId;
      if (!paypalOrderId) return undefined;
      return unlessRefused(async () => {
        const read = await call(`/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, {
          method: 'GET',
          token: await accessToken(),
        });
        const status = field(read, 'status');
        if (status === 'COMPLETED') return captureAnswer(order, read);
        // Approved but not captured: the capture never got through, or is still on its way with
        // this attempt's request id. Sending it again finishes it exactly once.
        if (status === 'APPROVED') return captureAnswer(order, await capture(order, paypalOrderId));
        // Not approved by the buyer (or voided): no money can have moved.
        return undefined;
      });
    },

    /**
     * Refunds the capture in full. The request id names our order, so a repeated or parallel
     * request gets PayPal's first answer back and never refunds twice.
     */
    async refund(payment) {
      let body: unknown;
      try {
        body = await call(`/v2/payments/captures/${encodeURIComponent(payment.transactionId)}/refund`, {
          method: 'POST',
          token: await accessToken(),
          headers: {
            'Content-Type': 'application/json',
            'PayPal-Request-Id': payment.key ?? `refund-${payment.orderId}`,
          },
          body: JSON.stringify({
            amount: { currency_code: CURRENCY, value: centsToAmount(payment.totalCents) },
          }),
        });
      } catch (error) {
        if (error instanceof AlreadyRefundedError) return undefined;
        if (error instanceof ValidationError) throw new ValidationError('PayPal did not accept this refund');
        throw error;
      }
      const id = field(body, 'id');
      const status = field(body, 'status');
      if (typeof id !== 'string' || (status !== 'COMPLETED' && status !== 'PENDING')) {
        throw new PaymentProviderError('PayPal did not confirm the refund; please try again');
      }
      return { id };
    },
  };
  return provider;
}

export type PaypalProvider = ReturnType<typeof createPaypalProvider>;
