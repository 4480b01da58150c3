import { describe, expect, it } from 'vitest';
import { orderTotals } from '../../contract/pricing.ts';
import { DEFAULT_PRICE_SETTINGS } from './defaults.ts';
import type { Offer, QuoteLine } from './offers.ts';
import { isRefusal, quoteOrder, type PriceSettings, type Quote, type QuoteInput } from './quote.ts';
import { REST_OF_WORLD } from './shipping.ts';

function line(priceCents: number, qty = 1, more: Partial<QuoteLine> = {}): QuoteLine {
  return { productId: `p-${priceCents}`, category: 'Phones', brand: 'Apple', priceCents, qty, ...more };
}

function offer(more: Partial<Offer> & Pick<Offer, 'kind' | 'value'>): Offer {
  return { id: 'o1', code: 'SAVE', description: 'A saving', minSubtotalCents: 0, scope: null, ...more };
}

function quote(
  input: Partial<QuoteInput> & Pick<QuoteInput, 'lines'>,
  settings = DEFAULT_PRICE_SETTINGS,
): Quote {
  const answer = quoteOrder({ country: 'US', region: null, offers: [], ...input }, settings);
  if (isRefusal(answer)) throw new Error(`refused: ${answer.reason}`);
  return answer;
}

const figures = ({ itemsCents, discountCents, shippingCents, taxCents, totalCents }: Quote) => ({
  itemsCents,
  discountCents,
  shippingCents,
  taxCents,
  totalCents,
});

const ZONED: PriceSettings = {
  zones: [
    {
      id: 'eu',
      name: 'European Union',
      countries: ['DE', 'FR'],
      methods: [
        { id: 'standard', name: 'Standard', priceCents: 12_00, freeOverCents: 150_00, estimate: '4–6 days' },
        { id: 'express', name: 'Express', priceCents: 25_00, freeOverCents: null, estimate: '1–2 days' },
      ],
    },
    {
      id: 'home',
      name: 'United States',
      countries: ['US'],
      methods: [
        { id: 'standard', name: 'Standard', priceCents: 10_00, freeOverCents: 100_00, estimate: '3–5 days' },
        { id: 'pickup', name: 'Pickup', priceCents: 0, freeOverCents: null, estimate: 'Same day' },
      ],
    },
  ],
  tax: {
    defaultRate: 15,
    pricesIncludeTax: false,
    rates: [
      { country: 'US', region: null, rate: 0 },
      { country: 'US', region: 'US-CA', rate: 7.25 },
      { country: 'US', region: 'US-NY', rate: 8.875 },
      { country: 'DE', region: null, rate: 19 },
    ],
  },
};

describe('the default settings', () => {
  it('when nothing is set, then every cart costs what the shop has always charged, to the cent', () => {
    const carts: QuoteLine[][] = [];
    for (let cents = 0; cents <= 25_000; cents += 7) carts.push([line(cents)]);
    for (const [price, qty] of [
      [33_33, 3],
      [99_99, 1],
      [100_00, 1],
      [50_00, 2],
      [1, 10_000],
      [1299_99, 7],
    ] as const)
      carts.push([line(price, qty), line(1_01, 3)]);
    for (const lines of carts) {
      const expected = orderTotals(lines);
      expect(figures(quote({ lines }))).toEqual({
        itemsCents: expected.itemsCents,
        discountCents: 0,
        shippingCents: expected.shippingCents,
        taxCents: expected.taxCents,
        totalCents: expected.totalCents,
      });
    }
  });

  it('when no address is known yet, then the cart is priced as today with the one Standard method', () => {
    const answer = quote({ lines: [line(40_00)], country: null });
    expect(answer.shippingMethods).toEqual([
      { id: 'standard', name: 'Standard', priceCents: 10_00, estimate: '3–7 business days' },
    ]);
    expect(answer.totalCents).toBe(40_00 + 10_00 + 6_00);
  });
});

describe('hand-worked examples (docs/prices.md#rounding)', () => {
  it('a percent coupon with an odd cent: 10 % of $59.97 is $5.997, rounded half-up to $6.00', () => {
    // 3 × $19.99 = $59.97; less $6.00 = $53.97; shipping $10.00 (not over $100);
    // tax 15 % of $53.97 = $8.0955 → $8.10; total $53.97 + $10.00 + $8.10 = $72.07.
    const answer = quote({ lines: [line(19_99, 3)], offers: [offer({ kind: 'percent', value: 10 })] });
    expect(figures(answer)).toEqual({
      itemsCents: 59_97,
      discountCents: 6_00,
      shippingCents: 10_00,
      taxCents: 8_10,
      totalCents: 72_07,
    });
    expect(answer.offer?.code).toBe('SAVE');
  });

  it('a fractional percent: 12.5 % of $19.99 is $2.49875, rounded to $2.50', () => {
    const answer = quote({ lines: [line(19_99)], offers: [offer({ kind: 'percent', value: 12.5 })] });
    expect(answer.discountCents).toBe(2_50);
  });

  it('free shipping from a coupon: $25.00 of goods ship free, tax unchanged', () => {
    // $25.00 + $0.00 shipping + 15 % of $25.00 ($3.75) = $28.75.
    const answer = quote({ lines: [line(25_00)], offers: [offer({ kind: 'free-shipping', value: 0 })] });
    expect(figures(answer)).toEqual({
      itemsCents: 25_00,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 3_75,
      totalCents: 28_75,
    });
  });

  it('a discount that takes the goods under the free-shipping line brings shipping back', () => {
    // $105.00 − $10.00 = $95.00, not over $100: $10.00 shipping; tax 15 % of $95.00 = $14.25.
    const answer = quote({ lines: [line(105_00)], offers: [offer({ kind: 'fixed', value: 10_00 })] });
    expect(figures(answer)).toEqual({
      itemsCents: 105_00,
      discountCents: 10_00,
      shippingCents: 10_00,
      taxCents: 14_25,
      totalCents: 119_25,
    });
  });

  it('a fixed discount larger than the goods takes them to zero, never below', () => {
    const answer = quote({ lines: [line(30_00)], offers: [offer({ kind: 'fixed', value: 50_00 })] });
    expect(figures(answer)).toEqual({
      itemsCents: 30_00,
      discountCents: 30_00,
      shippingCents: 10_00,
      taxCents: 0,
      totalCents: 10_00,
    });
  });

  it('tax-inclusive prices: 20 % inside $9.99 is $1.665, rounded to $1.67, and is not added', () => {
    const settings: PriceSettings = {
      ...DEFAULT_PRICE_SETTINGS,
      tax: { defaultRate: 20, pricesIncludeTax: true, rates: [] },
    };
    const answer = quote({ lines: [line(9_99)] }, settings);
    expect(figures(answer)).toEqual({
      itemsCents: 9_99,
      discountCents: 0,
      shippingCents: 10_00,
      taxCents: 1_67,
      totalCents: 19_99,
    });
    expect(answer.taxIncluded).toBe(true);
  });
});

describe('offers', () => {
  const audio = line(250_00, 1, { productId: 'speaker', category: 'Audio', brand: 'Sonos' });
  const phone = line(100_00, 1, { productId: 'phone', category: 'Phones', brand: 'Apple' });
  const audioPromotion = offer({
    id: 'audio',
    code: null,
    kind: 'percent',
    value: 10,
    minSubtotalCents: 200_00,
    scope: { categories: ['Audio'], brands: [], products: [] },
  });

  it('when a scoped promotion holds, then it discounts only the lines in its scope', () => {
    // 10 % of the $250.00 speaker = $25.00; the phone is not in scope.
    const answer = quote({ lines: [audio, phone], offers: [audioPromotion] });
    expect(answer.discountCents).toBe(25_00);
    expect(answer.offer?.id).toBe('audio');
    // Goods $325.00: free shipping; tax 15 % of $325.00 = $48.75.
    expect(answer.totalCents).toBe(325_00 + 48_75);
  });

  it('when the lines in scope are under the minimum, then the promotion does not apply', () => {
    const small = { ...audio, priceCents: 150_00 };
    const answer = quote({ lines: [small, phone], offers: [audioPromotion] });
    expect(answer.offer).toBeNull();
    expect(answer.discountCents).toBe(0);
  });

  it('when several offers hold, then the single best one applies, never two', () => {
    const code = offer({ id: 'code', code: 'TWENTY', kind: 'fixed', value: 20_00 });
    const answer = quote({ lines: [audio, phone], offers: [code, audioPromotion] });
    expect(answer.offer?.id).toBe('audio');
    expect(answer.discountCents).toBe(25_00);
    const better = offer({ id: 'code', code: 'THIRTY', kind: 'fixed', value: 30_00 });
    expect(quote({ lines: [audio, phone], offers: [audioPromotion, better] }).offer?.id).toBe('code');
  });

  it('when two offers save the same, then the first given (the shopper’s own code) applies', () => {
    const code = offer({ id: 'code', kind: 'fixed', value: 25_00 });
    expect(quote({ lines: [audio, phone], offers: [code, audioPromotion] }).offer?.id).toBe('code');
  });

  it('when an offer would save nothing, then none is shown as applied', () => {
    // Goods over $100 already ship free: a free-shipping code changes nothing.
    const answer = quote({ lines: [phone, phone], offers: [offer({ kind: 'free-shipping', value: 0 })] });
    expect(answer.offer).toBeNull();
  });
});

describe('shipping zones and tax by region', () => {
  it('when the country is in a zone, then its methods are offered with their prices and the chosen one is charged', () => {
    const answer = quote({ lines: [line(160_00)], country: 'DE', shippingMethodId: 'express' }, ZONED);
    expect(answer.shippingMethods).toEqual([
      { id: 'standard', name: 'Standard', priceCents: 0, estimate: '4–6 days' },
      { id: 'express', name: 'Express', priceCents: 25_00, estimate: '1–2 days' },
    ]);
    // 19 % of $160.00 = $30.40.
    expect(figures(answer)).toMatchObject({ shippingCents: 25_00, taxCents: 30_40, totalCents: 215_40 });
  });

  it('when a region has its own rate, then it applies, and the rest of the country takes the country rate', () => {
    // 8.875 % of $19.99 = $1.7741… → $1.77; 7.25 % of $19.99 = $1.4492… → $1.45.
    expect(quote({ lines: [line(19_99)], region: 'US-NY' }, ZONED).taxCents).toBe(1_77);
    expect(quote({ lines: [line(19_99)], region: 'US-CA' }, ZONED).taxCents).toBe(1_45);
    expect(quote({ lines: [line(19_99)], region: 'US-TX' }, ZONED).taxCents).toBe(0);
    expect(quote({ lines: [line(19_99)], country: 'FR' }, ZONED).taxCents).toBe(3_00);
  });

  it('when no zone names the country and there is no rest of the world, then it is not shipped to', () => {
    expect(quoteOrder({ lines: [line(10_00)], country: 'JP', region: null, offers: [] }, ZONED)).toEqual({
      reason: 'not-shipped',
      country: 'JP',
    });
    const rest = {
      id: 'rest',
      name: 'Rest of the world',
      countries: [REST_OF_WORLD],
      methods: ZONED.zones[0]?.methods ?? [],
    };
    const withRest: PriceSettings = { ...ZONED, zones: [...ZONED.zones, rest] };
    expect(quote({ lines: [line(10_00)], country: 'JP' }, withRest).shippingMethodId).toBe('standard');
  });

  it('when a method the zone does not offer is asked for, then it is refused by name', () => {
    const answer = quoteOrder(
      { lines: [line(10_00)], country: 'DE', region: null, offers: [], shippingMethodId: 'pickup' },
      ZONED,
    );
    expect(answer).toEqual({ reason: 'unknown-method', methodId: 'pickup' });
  });
});
