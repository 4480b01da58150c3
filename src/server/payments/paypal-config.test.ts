import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/** Two apps: one with PayPal set up (a fake API address: nothing here calls it), one without. */
let withPaypal: TestApp;
let withoutPaypal: TestApp;

beforeAll(async () => {
  withPaypal = await createTestApp({
    payments: {
      testMode: true,
      paypal: { clientId: 'AbC-client_id', clientSecret: 'client-secret', apiUrl: 'http://127.0.0.1:9' },
    },
  });
  withoutPaypal = await createTestApp();
});
afterAll(async () => {
  await withPaypal.close();
  await withoutPaypal.close();
});

describe('GET /api/config/paypal (ProShop-era clients)', () => {
  it('when PayPal is set up, then the body is its client id as plain text, to anyone', async () => {
    const response = await withPaypal.app.inject({ method: 'GET', url: '/api/config/paypal' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('AbC-client_id');
  });

  it('when PayPal is not set up, then the body is an empty string, not an error', async () => {
    const response = await withoutPaypal.app.inject({ method: 'GET', url: '/api/config/paypal' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('');
  });

  it('when the payment config is read the new way, then it names the same client id', async () => {
    const response = await withPaypal.app.inject({ method: 'GET', url: '/api/config/payments' });
    expect(response.json()).toMatchObject({ paypalClientId: 'AbC-client_id' });
  });
});
