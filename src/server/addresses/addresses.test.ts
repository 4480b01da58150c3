import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../contract/addresses.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const home = {
  name: 'John Doe',
  address: '1 Main St',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
  region: 'US-IL',
  phone: '+1 217 555 0100',
};
const office = { ...home, name: 'John at work', address: '9 Office Park', region: '', phone: '' };

function post(body: unknown, headers: Headers) {
  return t.app.inject({ method: 'POST', url: '/api/users/addresses', payload: body as object, headers });
}

function put(id: string, body: unknown, headers: Headers) {
  return t.app.inject({ method: 'PUT', url: `/api/users/addresses/${id}`, payload: body as object, headers });
}

function remove(id: string, headers: Headers) {
  return t.app.inject({ method: 'DELETE', url: `/api/users/addresses/${id}`, headers });
}

async function book(headers: Headers): Promise<SavedAddress[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/addresses', headers });
  expect(response.statusCode).toBe(200);
  return response.json<SavedAddress[]>();
}

async function saved(body: unknown, headers: Headers): Promise<SavedAddress> {
  const response = await post(body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedAddress>();
}

const defaults = (addresses: SavedAddress[]) => addresses.filter((address) => address.isDefault);

describe('saved addresses', () => {
  it('when a customer saves addresses, then the first is the default and the list shows the default first', async () => {
    const { headers } = await signedIn(t.app, t.db);
    expect(await book(headers)).toEqual([]);
    const first = await saved(home, headers);
    expect(first).toEqual({ _id: expect.any(String), ...home, isDefault: true });
    const second = await saved(office, headers);
    expect(second).toMatchObject({ name: 'John at work', region: null, phone: null, isDefault: false });
    expect((await book(headers)).map((address) => address._id)).toEqual([first._id, second._id]);
  });

  it('when another address is made the default, then it is the only default', async () => {
    const { headers } = await signedIn(t.app, t.db);
    const first = await saved(home, headers);
    const second = await saved({ ...office, isDefault: true }, headers);
    expect(defaults(await book(headers)).map((address) => address._id)).toEqual([second._id]);

    const edited = await put(first._id, { ...home, city: 'Shelbyville', isDefault: true }, headers);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ _id: first._id, city: 'Shelbyville', isDefault: true });
    expect(defaults(await book(headers)).map((address) => address._id)).toEqual([first._id]);
  });

  it('when the default is deleted, then the oldest left becomes the default; the last one leaves none', async () => {
    const { headers } = await signedIn(t.app, t.db);
    const first = await saved(home, headers);
    const second = await saved(office, headers);
    const third = await saved({ ...office, name: 'Third' }, headers);
    const afterDelete = await remove(first._id, headers);
    expect(afterDelete.statusCode).toBe(200);
    expect(defaults(afterDelete.json<SavedAddress[]>()).map((address) => address._id)).toEqual([second._id]);
    await remove(second._id, headers);
    expect(defaults(await book(headers)).map((address) => address._id)).toEqual([third._id]);
    await remove(third._id, headers);
    expect(await book(headers)).toEqual([]);
  });

  it('when another customer names an address, then it is not found and nothing changes', async () => {
    const owner = await signedIn(t.app, t.db);
    const other = await signedIn(t.app, t.db);
    const address = await saved(home, owner.headers);
    for (const response of [
      await put(address._id, office, other.headers),
      await remove(address._id, other.headers),
      await remove('not-an-id', owner.headers),
      await put('00000000-0000-4000-8000-000000000000', office, owner.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Address not found' });
    }
    expect(await book(owner.headers)).toEqual([address]);
    expect(await book(other.headers)).toEqual([]);
  });

  it('when the country, region or a field is wrong, then 400 names it and nothing is saved', async () => {
    const { headers } = await signedIn(t.app, t.db);
    const cases: [unknown, RegExp][] = [
      [{ ...home, country: 'XX' }, /Country must be an ISO 3166-1 country code/],
      [{ ...home, country: 'United States' }, /country/],
      [{ ...home, region: 'DE-BY' }, /Region must be a subdivision of US/],
      [{ ...home, region: 'California' }, /region/],
      [{ ...home, phone: 'call me' }, /phone/],
      [{ ...home, city: '' }, /city/],
      [{ ...home, name: 'a\nb' }, /name/],
      [{ address: '1 Main St' }, /name/],
    ];
    for (const [body, message] of cases) {
      const response = await post(body, headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect(await book(headers)).toEqual([]);
  });

  it(`when a customer has ${MAX_SAVED_ADDRESSES} addresses, then another is refused, even from parallel requests`, async () => {
    const { headers } = await signedIn(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 5 }, (_, index) =>
        post({ ...home, name: `Address ${index}` }, headers),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = responses.filter((response) => response.statusCode === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toMatchObject({
      message: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses: delete one to save another`,
    });
    const addresses = await book(headers);
    expect(addresses).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(defaults(addresses)).toHaveLength(1);
  });

  it('when parallel saves each ask to be the default, then exactly one is', async () => {
    const { headers } = await signedIn(t.app, t.db);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) => post({ ...home, name: `A${index}`, isDefault: true }, headers)),
    );
    const addresses = await book(headers);
    expect(addresses).toHaveLength(6);
    expect(defaults(addresses)).toHaveLength(1);
  });

  it('when signed out, then every address route answers 401', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/users/addresses' }),
      await post(home, {}),
      await put('00000000-0000-4000-8000-000000000000', home, {}),
      await remove('00000000-0000-4000-8000-000000000000', {}),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });
});
