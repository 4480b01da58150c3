import { FREE_SHIPPING_OVER_CENTS, SHIPPING_CENTS, TAX_RATE_PERCENT } from '../../contract/pricing.ts';
import type { PriceSettings } from './quote.ts';
import { REST_OF_WORLD } from './shipping.ts';

/**
 * The settings a new shop starts with, which reproduce the prices the shop has always charged
 * (`src/contract/pricing.ts`, the spec's figures): ships everywhere, Standard $10 free over $100,
 * 15 % tax on the goods, prices without tax.
 */
export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  zones: [
    {
      id: 'everywhere',
      name: 'Everywhere',
      countries: [REST_OF_WORLD],
      methods: [
        {
          id: 'standard',
          name: 'Standard',
          priceCents: SHIPPING_CENTS,
          freeOverCents: FREE_SHIPPING_OVER_CENTS,
          estimate: '3–7 business days',
        },
      ],
    },
  ],
  tax: { defaultRate: TAX_RATE_PERCENT, pricesIncludeTax: false, rates: [] },
};
