import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingSettings, TaxSettingsBody } from '../../contract/price-settings.ts';
import { signedIn } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedIn(t.app, t.db, { role: 'owner' })).headers;
});
afterAll(() => t.close());

const SHIPPING = '/api/admin/settings/shipping';
const TAX = '/api/admin/settings/tax';

const DEFAULT_SHIPPING: ShippingSettings = {
  zones: [
    {
      id: 'everywhere',
      name: 'Everywhere',
      countries: ['*'],
      methods: [
        { id: 'standard', name: 'Standard', price: 10, freeOver: 100, estimate: '3–7 business days' },
      ],
    },
  ],
};
const DEFAULT_TAX: TaxSettingsBody = { defaultRate: 15, pricesIncludeTax: false, rates: [] };

const EUROPE: ShippingSettings = {
  zones: [
    {
      id: 'eu',
      name: 'Europe',
      countries: ['DE', 'FR'],
      methods: [
        { id: 'standard', name: 'Standard', price: 12.5, freeOver: null, estimate: '5–8 days' },
        { id: 'express', name: 'Express', price: 25, freeOver: 300, estimate: '2 days' },
      ],
    },
  ],
};

function get(url: string, headers = owner) {
  return t.app.inject({ method: 'GET', url, headers });
}
function put(url: string, body: unknown, headers = owner) {
  return t.app.inject({ method: 'PUT', url, headers, payload: body as object });
}

type Zone = ShippingSettings['zones'][number];

/** The European settings with one change: `eu` is their one zone, `standard` its first method. */
function withZones(
  change: (zones: Zone[], eu: Zone, standard: Zone['methods'][number]) => void,
): ShippingSettings {
  const body = structuredClone(EUROPE);
  const [eu] = body.zones;
  const standard = eu?.methods[0];
  if (!eu || !standard) throw new Error('EUROPE has a zone with a method');
  change(body.zones, eu, standard);
  return body;
}

describe('shipping and tax settings, as the owner keeps them', () => {
  it('when nothing was ever set, then both answer the defaults that reproduce the spec’s prices', async () => {
    expect((await get(SHIPPING)).json()).toEqual(DEFAULT_SHIPPING);
    expect((await get(TAX)).json()).toEqual(DEFAULT_TAX);
  });

  it('when the owner saves zones and rates, then they are read back as saved, each apart', async () => {
    const saved = await put(SHIPPING, EUROPE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(EUROPE);
    const tax: TaxSettingsBody = {
      defaultRate: 20,
      pricesIncludeTax: true,
      rates: [
        { country: 'US', region: null, rate: 0 },
        { country: 'US', region: 'US-NY', rate: 8.875 },
      ],
    };
    expect((await put(TAX, tax)).json()).toEqual(tax);
    expect((await get(SHIPPING)).json()).toEqual(EUROPE);
    expect((await get(TAX)).json()).toEqual(tax);
    await put(SHIPPING, DEFAULT_SHIPPING);
    await put(TAX, DEFAULT_TAX);
  });

  const badShipping: [string, ShippingSettings | object, string][] = [
    [
      'a zone id twice',
      withZones((zones, eu) => zones.push({ ...structuredClone(eu), countries: ['GB'] })),
      'Zone id eu is used twice',
    ],
    [
      'a method id twice',
      withZones((zones, eu, standard) => eu.methods.push({ ...standard })),
      'Zone eu: method id standard is used twice',
    ],
    [
      'a country in two zones',
      withZones((zones, eu) => zones.push({ ...structuredClone(eu), id: 'de', countries: ['DE'] })),
      'Country DE is in more than one zone',
    ],
    [
      'two rest-of-the-world zones',
      withZones((zones, eu) => {
        eu.countries = ['*'];
        zones.push({ ...structuredClone(eu), id: 'row' });
      }),
      'Only one zone may be the rest of the world (*)',
    ],
    [
      'an unknown country code',
      withZones((zones, eu) => (eu.countries = ['XX'])),
      'Zone eu: XX is not an ISO 3166-1 alpha-2 country code',
    ],
    [
      'a lower-case country code',
      withZones((zones, eu) => (eu.countries = ['de'])),
      'Zone eu: de is not an ISO 3166-1 alpha-2 country code',
    ],
    [
      'a negative price',
      withZones((zones, eu, standard) => (standard.price = -1)),
      'zones.0.methods.0.price must be >= 0',
    ],
    [
      'a fraction of a cent',
      withZones((zones, eu, standard) => (standard.price = 1.005)),
      'Zone eu, method standard: price must be in whole cents',
    ],
    [
      'a zone without methods',
      withZones((zones, eu) => (eu.methods = [])),
      'zones.0.methods must not have fewer than 1 items',
    ],
    ['no zones at all', { zones: [] }, 'zones must not have fewer than 1 items'],
  ];
  it.each(badShipping)(
    'when the zones have %s, then 400 says so and nothing changes',
    async (_case, body, message) => {
      const response = await put(SHIPPING, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect((await get(SHIPPING)).json()).toEqual(DEFAULT_SHIPPING);
    },
  );

  const badTax: [string, object, string][] = [
    ['a default above 100', { ...DEFAULT_TAX, defaultRate: 101 }, 'defaultRate must be <= 100'],
    [
      'a negative rate',
      { ...DEFAULT_TAX, rates: [{ country: 'US', region: null, rate: -1 }] },
      'rates.0.rate must be >= 0',
    ],
    [
      'a rate above 100',
      { ...DEFAULT_TAX, rates: [{ country: 'US', region: null, rate: 100.5 }] },
      'rates.0.rate must be <= 100',
    ],
    [
      'a rate with four decimals',
      { ...DEFAULT_TAX, rates: [{ country: 'US', region: null, rate: 8.8755 }] },
      'The rate for US may have at most three decimals',
    ],
    [
      'an unknown country',
      { ...DEFAULT_TAX, rates: [{ country: 'ZZ', region: null, rate: 5 }] },
      'Tax rate: ZZ is not an ISO 3166-1 alpha-2 country code',
    ],
    [
      'a region of another country',
      { ...DEFAULT_TAX, rates: [{ country: 'US', region: 'CA-ON', rate: 5 }] },
      'Tax rate: CA-ON is not an ISO 3166-2 region of US',
    ],
    [
      'a country twice',
      {
        ...DEFAULT_TAX,
        rates: [
          { country: 'US', region: null, rate: 5 },
          { country: 'US', region: null, rate: 6 },
        ],
      },
      'A rate for US is given twice',
    ],
    [
      'a region twice',
      {
        ...DEFAULT_TAX,
        rates: [
          { country: 'US', region: 'US-NY', rate: 5 },
          { country: 'US', region: 'US-NY', rate: 6 },
        ],
      },
      'A rate for US US-NY is given twice',
    ],
  ];
  it.each(badTax)(
    'when the tax has %s, then 400 says so and nothing changes',
    async (_case, body, message) => {
      const response = await put(TAX, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect((await get(TAX)).json()).toEqual(DEFAULT_TAX);
    },
  );

  it('when a manager or a customer asks, then both settings are refused: they are the owner’s', async () => {
    const manager = (await signedIn(t.app, t.db, { role: 'manager' })).headers;
    const customer = (await signedIn(t.app, t.db)).headers;
    for (const headers of [manager, customer]) {
      expect((await get(SHIPPING, headers)).statusCode).toBe(403);
      expect((await put(TAX, DEFAULT_TAX, headers)).statusCode).toBe(403);
    }
    expect((await get(TAX, {})).statusCode).toBe(401);
  });
});
