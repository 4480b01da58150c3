import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CaptureOverride {
  status?: string;
  value?: string;
  currency?: string;
  captureId?: string;
  referenceId?: string;
}

interface FakeOrder {
  amount: { currency_code: string; value: string };
  referenceId: string;
  captured: boolean;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw ? (JSON.parse(raw) as unknown) : undefined;
}

/**
 * A stand-in for PayPal's Orders API on 127.0.0.1, for tests only: OAuth, create, capture.
 * `nextCapture` makes the next capture answer differently (wrong amount, not completed, ...).
 */
export async function startFakePaypal() {
  const orders = new Map<string, FakeOrder>();
  let sequence = 0;
  const state: { nextCapture: CaptureOverride | undefined; requests: string[] } = {
    nextCapture: undefined,
    requests: [],
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = request.url ?? '';
      state.requests.push(`${request.method ?? ''} ${url}`);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url === '/v1/oauth2/token') {
        const ok =
          request.headers.authorization ===
          `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
        return ok
          ? send(200, { access_token: 'fake-token', token_type: 'Bearer' })
          : send(401, { error: 'invalid_client' });
      }
      if (request.headers.authorization !== 'Bearer fake-token')
        return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (url === '/v2/checkout/orders' && request.method === 'POST') {
        const body = (await readJson(request)) as {
          purchase_units: { reference_id: string; amount: { currency_code: string; value: string } }[];
        };
        const unit = body.purchase_units[0];
        if (!unit) return send(422, { name: 'UNPROCESSABLE_ENTITY' });
        sequence += 1;
        const id = `PAYPAL-ORDER-${sequence}`;
        orders.set(id, { amount: unit.amount, referenceId: unit.reference_id, captured: false });
        return send(201, { id, status: 'CREATED' });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
      if (capture && request.method === 'POST') {
        const order = orders.get(decodeURIComponent(capture[1] ?? ''));
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        if (order.captured)
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        order.captured = true;
        const override = state.nextCapture ?? {};
        state.nextCapture = undefined;
        sequence += 1;
        const status = override.status ?? 'COMPLETED';
        return send(201, {
          id: capture[1],
          status,
          payer: { email_address: 'buyer@example.com' },
          purchase_units: [
            {
              reference_id: override.referenceId ?? order.referenceId,
              payments: {
                captures: [
                  {
                    id: override.captureId ?? `CAPTURE-${sequence}`,
                    status,
                    amount: {
                      currency_code: override.currency ?? order.amount.currency_code,
                      value: override.value ?? order.amount.value,
                    },
                    update_time: '2026-11-22T10:00:00Z',
                  },
                ],
              },
            },
          ],
        });
      }
      return send(404, { name: 'RESOURCE_NOT_FOUND' });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
