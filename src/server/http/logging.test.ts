import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { PASSWORD, signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  // A database that refuses chosen rows, the way a constraint or a bug would: the query fails
  // with the user's new password hash, email and address among its parameters.
  const refuse = (table: string, event: string, condition: string) => [
    `CREATE FUNCTION refuse_marked_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF ${condition} THEN
         RAISE EXCEPTION 'row refused for a test' USING ERRCODE = 'check_violation';
       END IF;
       RETURN NEW;
     END $$`,
    `CREATE TRIGGER refuse_marked_${table} BEFORE ${event} ON ${table}
     FOR EACH ROW EXECUTE FUNCTION refuse_marked_${table}()`,
  ];
  const statements = [
    ...refuse('users', 'UPDATE', `NEW.name = 'Refuse Me'`),
    ...refuse('orders', 'INSERT', `NEW.address = '7 Refusal Road'`),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
});
afterAll(() => t.close());

interface LogLine {
  reqId?: string;
  msg: string;
  err?: { type: string; code?: string; message: string; database?: Record<string, string>; stack: string };
  method?: string;
  route?: string;
}

/** The log lines written while `run` ran, parsed, and their raw text. */
async function logOf(run: () => Promise<unknown>): Promise<{ text: string; parsed: LogLine[] }> {
  const start = lines.length;
  await run();
  const written = lines.slice(start);
  return { text: written.join(''), parsed: written.map((line) => JSON.parse(line) as LogLine) };
}

describe('what a failed request leaves in the log', () => {
  it('when a profile update fails inside its query, then the log names the error but not the hash, email or SQL parameters', async () => {
    const customer = await signedIn(t.app, t.db);
    const email = 'new.address.for.logs@example.com';
    const { text, parsed } = await logOf(async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: customer.headers,
        payload: { name: 'Refuse Me', email, password: 'a brand new passphrase', currentPassword: PASSWORD },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
    });

    const failure = parsed.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      reqId: expect.stringMatching(/\S/),
      err: {
        type: 'DrizzleQueryError',
        code: '23514',
        message: 'the database refused the query',
        database: { routine: expect.any(String) },
        stack: expect.stringContaining(' at '),
      },
    });
    // The same id is on the request's other lines, so the failure can be traced back to its request.
    expect(parsed.filter((line) => line.reqId === failure?.reqId).length).toBeGreaterThan(1);
    for (const secret of [
      'scrypt$',
      email,
      'Refuse Me',
      'params',
      'update "users"',
      'passphrase',
      PASSWORD,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('when placing an order fails inside its query, then the customer’s address and email stay out of the log', async () => {
    const customer = await signedIn(t.app, t.db, { name: 'Logan Private' });
    const product = await createProduct(t.db);
    const { text, parsed } = await logOf(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        payload: {
          orderItems: [{ product: product.id, qty: 1 }],
          shippingAddress: {
            address: '7 Refusal Road',
            city: 'Hidden Town',
            postalCode: '99999',
            country: 'USA',
          },
          paymentMethod: 'TestCard',
        },
      });
      expect(response.statusCode).toBe(500);
    });

    expect(parsed.find((line) => line.msg === 'request failed')?.err).toMatchObject({ code: '23514' });
    for (const personal of ['7 Refusal Road', 'Hidden Town', customer.account.email, 'Logan Private']) {
      expect(text).not.toContain(personal);
    }
  });

  it('when a request carries a query string and a token, then the log has the path but neither of them', async () => {
    const customer = await signedIn(t.app, t.db);
    const { text, parsed } = await logOf(() =>
      t.app.inject({
        method: 'GET',
        url: '/api/products?keyword=private-words',
        headers: customer.headers,
      }),
    );
    expect(parsed.find((line) => line.msg === 'request completed')).toMatchObject({
      method: 'GET',
      route: '/api/products',
    });
    expect(text).not.toContain('private-words');
    expect(text).not.toContain(customer.info.token);
    expect(text).not.toContain('127.0.0.1');
  });

  it.each([
    ['/search/private%20words', '/search/:keyword'],
    ['/search/private%20words/', '/search/:keyword'],
    ['/search/private-words/page/2?sort=price-asc', '/search/:keyword/page/:pageNumber'],
    ['/search/private%2Fwords/page/x', '/search/:keyword/page/:pageNumber'],
  ])(
    'when a page path carries what a shopper typed (%s), then the log has its route pattern',
    async (url, pattern) => {
      const { text, parsed } = await logOf(() =>
        t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }),
      );
      expect(parsed.find((line) => line.msg === 'request completed')).toMatchObject({
        method: 'GET',
        route: pattern,
      });
      expect(text).not.toContain('private');
    },
  );

  it('when something logs credentials, then they are redacted at any depth', async () => {
    const { text } = await logOf(() => {
      t.app.log.info(
        {
          password: 'top-level secret',
          headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=1' },
          body: { user: { password: 'nested secret', passwordHash: 'scrypt$17$8$1$salt$hash' } },
          token: 'eyJ.token.here',
        },
        'credentials',
      );
      return Promise.resolve();
    });
    expect(text).toContain('[redacted]');
    for (const secret of [
      'top-level secret',
      'abc.def.ghi',
      'session=1',
      'nested secret',
      'scrypt$',
      'eyJ.token',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
