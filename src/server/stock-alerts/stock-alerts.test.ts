import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockAlertAnswer } from '../../contract/stock-alerts.ts';
import { mailQueue, products, stockAlerts } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { PER_ADDRESS } from './service.ts';

let t: TestApp;
let client = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test signs up from a network of its own, so the per-client limit is its own too. */
function newClient(): string {
  client += 1;
  return `10.${client}.0.1`;
}

function signUp(
  productId: string,
  body: Record<string, unknown>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-alerts`,
    payload: body,
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? newClient(),
  });
}

const mailsTo = (email: string) => t.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));

function linkIn(text: string, action: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s]*/api/stock-alerts/${action}\\?token=[^\\s]+`).exec(text);
  if (!match) throw new Error(`no ${action} link in the mail`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Follows a mail link as a person does: opens the page (GET), then presses its button (POST). */
async function follow(link: string) {
  const page = await t.app.inject({ method: 'GET', url: link });
  expect(page.statusCode).toBe(200);
  const url = new URL(link, 'http://shop.test');
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: url.search.slice(1),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function soldOut() {
  return createProduct(t.db, { countInStock: 0, name: `Sold Out ${Math.random().toString(36).slice(2, 8)}` });
}

const restock = (productId: string) =>
  t.db.update(products).set({ countInStock: 3 }).where(eq(products.id, productId));

describe('stock alerts', () => {
  it('when a visitor signs up, then one confirmation mail goes out and nothing more until it is confirmed', async () => {
    const product = await soldOut();
    const email = 'Visitor.One@Example.com';
    const first = await signUp(product.id, { email });
    expect(first.statusCode).toBe(201);
    expect(first.json<StockAlertAnswer>()).toMatchObject({ product: product.id, confirmed: false });

    const again = await signUp(product.id, { email: 'visitor.one@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const mails = await mailsTo('visitor.one@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['stock-alert-confirm']);

    await restock(product.id);
    expect(await t.app.stockAlerts.notifyRestocked()).toBe(0);
    expect(await mailsTo('visitor.one@example.com')).toHaveLength(1);

    const confirmed = await follow(linkIn(mails[0]?.textBody ?? '', 'confirm'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Alert confirmed');
    expect(await t.app.stockAlerts.notifyRestocked()).toBe(1);
    const after = await mailsTo('visitor.one@example.com');
    expect(after.map((mail) => mail.kind)).toEqual(['stock-alert-confirm', 'back-in-stock']);
    expect(after[1]?.textBody).toContain(`/product/${product.id}`);

    // Spent: another run sends nothing, and the link no longer confirms anything.
    expect(await t.app.stockAlerts.notifyRestocked()).toBe(0);
    const [row] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id));
    expect(row?.notifiedAt).not.toBeNull();
  });

  it('when a signed-in customer signs up with their own address, then it needs no confirmation', async () => {
    const product = await soldOut();
    const { account, headers } = await signedIn(t.app, t.db);
    const response = await signUp(product.id, {}, { headers });
    expect(response.statusCode).toBe(201);
    expect(response.json<StockAlertAnswer>().confirmed).toBe(true);
    expect(await mailsTo(account.email)).toHaveLength(0);

    await restock(product.id);
    await t.app.stockAlerts.notifyRestocked();
    expect((await mailsTo(account.email)).map((mail) => mail.kind)).toEqual(['back-in-stock']);
  });

  it('when the address belongs to an account but the caller is not signed in, then the answer is the same as for any address', async () => {
    const product = await soldOut();
    const { account } = await signedIn(t.app, t.db);
    const known = await signUp(product.id, { email: account.email });
    const unknown = await signUp(product.id, { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it('when the unsubscribe link is followed, then the alert is gone and no mail follows the restock', async () => {
    const product = await soldOut();
    const email = 'leaving@example.com';
    expect((await signUp(product.id, { email })).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    const link = linkIn(mail?.textBody ?? '', 'confirm');
    expect((await follow(link)).statusCode).toBe(200);
    const gone = await follow(linkIn(mail?.textBody ?? '', 'unsubscribe'));
    expect(gone.statusCode).toBe(200);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toHaveLength(0);
    await restock(product.id);
    await t.app.stockAlerts.notifyRestocked();
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await follow(link)).body).toContain('Link not valid');
  });

  it('when a mail link is only opened (GET), as a mail scanner does, then nothing changes until its button is pressed', async () => {
    const product = await soldOut();
    const email = 'scanned@example.com';
    expect((await signUp(product.id, { email })).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    const confirmLink = linkIn(mail?.textBody ?? '', 'confirm');
    const unsubscribeLink = linkIn(mail?.textBody ?? '', 'unsubscribe');
    for (const link of [confirmLink, unsubscribeLink, confirmLink]) {
      const page = await t.app.inject({ method: 'GET', url: link });
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<form method="post" action="\/api\/stock-alerts\/(confirm|unsubscribe)">/);
      expect(page.body).toContain('<button');
    }
    const [row] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(row?.confirmedAt).toBeNull();
    await restock(product.id);
    expect(await t.app.stockAlerts.notifyRestocked()).toBe(0);

    // The button's POST, as JSON too (the shop's own screens), confirms it.
    const token = new URL(confirmLink, 'http://shop.test').searchParams.get('token');
    const pressed = await t.app.inject({
      method: 'POST',
      url: '/api/stock-alerts/confirm',
      payload: { token },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('Alert confirmed');
    expect(await t.app.stockAlerts.notifyRestocked()).toBe(1);
  });

  it('when a link page is asked for with a token that could inject markup, then the token is escaped', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/stock-alerts/confirm?token=${encodeURIComponent('"><script>x</script>')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
  });

  it('when a link page is sent, then it is styled by the shop stylesheet its policy allows, and nothing inline', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/stock-alerts/confirm?token=abc' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    expect(page.body).toContain('<link rel="stylesheet" href="/link-page.css">');
    expect(page.body).not.toMatch(/style=|<style/);
  });

  it('when two runs of the job race, then every confirmed address is mailed exactly once', async () => {
    const product = await soldOut();
    const addresses = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { account, headers } = await signedIn(t.app, t.db);
        expect((await signUp(product.id, {}, { headers })).statusCode).toBe(201);
        return account.email;
      }),
    );
    await restock(product.id);
    const [one, two] = await Promise.all([
      t.app.stockAlerts.notifyRestocked(),
      t.app.stockAlerts.notifyRestocked(),
    ]);
    expect(one + two).toBe(addresses.length);
    for (const email of addresses) expect(await mailsTo(email)).toHaveLength(1);
  });

  it('when two sign-ups for one address race, then one alert and one mail exist', async () => {
    const product = await soldOut();
    const email = 'racer@example.com';
    const answers = await Promise.all([signUp(product.id, { email }), signUp(product.id, { email })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, email))).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('when one address signs up too often, then it gets 429 and nothing is recorded', async () => {
    const email = 'eager@example.com';
    for (let index = 0; index < PER_ADDRESS.limit; index += 1) {
      expect((await signUp((await soldOut()).id, { email })).statusCode).toBe(201);
    }
    const product = await soldOut();
    const refused = await signUp(product.id, { email });
    expect(refused.statusCode).toBe(429);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.productId, product.id))).toHaveLength(
      0,
    );
  });

  it('when the input is bad, then a clear 4xx answers and nothing is recorded', async () => {
    const product = await soldOut();
    const inStock = await createProduct(t.db, { countInStock: 2 });
    const draft = await createProduct(t.db, { countInStock: 0, isDraft: true });
    expect((await signUp(product.id, {})).statusCode).toBe(400);
    expect((await signUp(product.id, { email: 'not-an-address' })).statusCode).toBe(400);
    expect((await signUp(inStock.id, { email: 'a@example.com' })).statusCode).toBe(409);
    expect((await signUp(draft.id, { email: 'a@example.com' })).statusCode).toBe(404);
    expect(
      (await signUp('00000000-0000-4000-8000-000000000000', { email: 'a@example.com' })).statusCode,
    ).toBe(404);
    expect(
      (await signUp(product.id, { email: 'a@example.com', variant: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'a@example.com'))).toHaveLength(
      0,
    );
  });
});
