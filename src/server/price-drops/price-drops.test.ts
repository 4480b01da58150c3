import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, products, users } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { uploadImage } from '../test/uploaded-image.ts';
import { MAIL_EVERY_MS } from './service.ts';

let t: TestApp;
/** The shop's clock: the rate limit is a day, so tests move it on rather than wait. */
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const nextDay = () => {
  now = new Date(now.getTime() + MAIL_EVERY_MS);
};

async function saver() {
  const { account, headers } = await signedIn(t.app, t.db);
  const save = async (productId: string) => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/wishlist/${productId}`, headers });
    expect(response.statusCode).toBe(200);
  };
  return { email: account.email, id: account.id, save };
}

const product = (priceCents: number) =>
  createProduct(t.db, { priceCents, name: `Watched ${Math.random().toString(36).slice(2, 8)}` });

const reprice = (productId: string, priceCents: number) =>
  t.db.update(products).set({ priceCents }).where(eq(products.id, productId));

const priceDropMails = (email: string) =>
  t.db
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.recipient, email))
    .then((mails) => mails.filter((mail) => mail.kind === 'price-drop'));

function unsubscribeLink(text: string): string {
  const match = /https?:\/\/\S*\/api\/price-drops\/unsubscribe\?token=\S+/.exec(text);
  if (!match) throw new Error('no unsubscribe link in the mail');
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

describe('price-drop mails', () => {
  it('when a saved product gets cheaper, then its saver is mailed once, with the product and both prices', async () => {
    const shopper = await saver();
    const watched = await product(10_000);
    await shopper.save(watched.id);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);

    await reprice(watched.id, 8_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(1);
    const [mail] = await priceDropMails(shopper.email);
    expect(mail?.textBody).toContain(watched.name);
    expect(mail?.textBody).toContain('$100.00');
    expect(mail?.textBody).toContain('$80.00');
    expect(mail?.textBody).toContain(`/product/${watched.id}`);

    // The same price a day later is no news.
    nextDay();
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
    expect(await priceDropMails(shopper.email)).toHaveLength(1);
  });

  it('when the price rises and then falls but not below what the saver was told, then nothing is mailed; a new low is', async () => {
    const shopper = await saver();
    const watched = await product(10_000);
    await shopper.save(watched.id);
    await reprice(watched.id, 12_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
    await reprice(watched.id, 11_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
    await reprice(watched.id, 10_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
    await reprice(watched.id, 9_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(1);

    nextDay();
    await reprice(watched.id, 9_500);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
    await reprice(watched.id, 8_500);
    expect(await t.app.priceDrops.mailDrops()).toBe(1);
    const mails = await priceDropMails(shopper.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain('$85.00');
  });

  it('when more drops come within a day of a mail, then they wait and go out together in one mail the next day', async () => {
    const shopper = await saver();
    const [first, second, third] = await Promise.all([product(5_000), product(6_000), product(7_000)]);
    for (const item of [first, second, third]) await shopper.save(item.id);
    await reprice(first.id, 4_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(1);

    await reprice(second.id, 5_000);
    await reprice(third.id, 6_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
    expect(await priceDropMails(shopper.email)).toHaveLength(1);

    nextDay();
    expect(await t.app.priceDrops.mailDrops()).toBe(1);
    const mails = await priceDropMails(shopper.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.textBody).toContain(second.name);
    expect(mails[1]?.textBody).toContain(third.name);
    expect(mails[1]?.textBody).not.toContain(first.name);
  });

  it('when the saver unsubscribes with the button, then no more price-drop mails come; opening the link alone changes nothing', async () => {
    const shopper = await saver();
    const watched = await product(3_000);
    await shopper.save(watched.id);
    await reprice(watched.id, 2_500);
    expect(await t.app.priceDrops.mailDrops()).toBe(1);
    const [mail] = await priceDropMails(shopper.email);
    const link = unsubscribeLink(mail?.textBody ?? '');

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/api/price-drops/unsubscribe">');
    const [before] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(before?.priceDropMails).toBe(true);

    const token = new URL(link, 'http://shop.test').searchParams.get('token') ?? '';
    const pressed = await t.app.inject({
      method: 'POST',
      url: '/api/price-drops/unsubscribe',
      payload: new URLSearchParams({ token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('Unsubscribed');

    nextDay();
    await reprice(watched.id, 2_000);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
    expect(await priceDropMails(shopper.email)).toHaveLength(1);
  });

  it('when an unsubscribe token is forged or altered, then the page says the link is not valid and nothing changes', async () => {
    const shopper = await saver();
    for (const token of [`${shopper.id}.forged`, 'nonsense', shopper.id]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/price-drops/unsubscribe',
        payload: { token },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('Link not valid');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row?.priceDropMails).toBe(true);
  });

  it('when the admin puts a saved product on sale through the edit form, then the sale price is the drop mailed', async () => {
    const admin = (await signedIn(t.app, t.db, { isAdmin: true })).headers;
    const body = {
      name: `Saleable Watched Kettle ${Math.random().toString(36).slice(2, 8)}`,
      price: 100,
      image: await uploadImage(t.app, admin),
      brand: 'Quasar',
      category: 'Kitchen',
      countInStock: 5,
      description: 'Boils water, and now for less.',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    const shopper = await saver();
    await shopper.save(id);

    const onSale = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin,
      payload: { ...body, price: 79, compareAtPrice: 100 },
    });
    expect(onSale.statusCode, onSale.body).toBe(200);
    expect(await t.app.priceDrops.mailDrops()).toBe(1);
    const [mail] = await priceDropMails(shopper.email);
    expect(mail?.subject).toBe(`${body.name} is now $79.00`);
    expect(mail?.textBody).toContain('(was $100.00)');
  });

  it('when two runs of the job race, then every saver with a drop gets exactly one mail', async () => {
    const watched = await product(20_000);
    const savers = await Promise.all(Array.from({ length: 8 }, () => saver()));
    for (const shopper of savers) await shopper.save(watched.id);
    await reprice(watched.id, 15_000);
    nextDay();
    const [one, two] = await Promise.all([t.app.priceDrops.mailDrops(), t.app.priceDrops.mailDrops()]);
    expect(one + two).toBe(savers.length);
    const mails = await t.db
      .select()
      .from(mailQueue)
      .where(
        inArray(
          mailQueue.recipient,
          savers.map((shopper) => shopper.email),
        ),
      );
    expect(mails).toHaveLength(savers.length);
    expect(await t.app.priceDrops.mailDrops()).toBe(0);
  });
});
