import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_ADDRESS, shop } from './config-shop.ts';
import { ConfigError } from './config-values.ts';

describe('the shop settings on invoices', () => {
  it('when nothing is set, then the invoice says Easy-Buy at the demo address', () => {
    expect(shop({})).toEqual({ name: 'Easy-Buy', addressLines: DEFAULT_SHOP_ADDRESS, taxId: '' });
  });

  it('when SHOP_NAME, SHOP_ADDRESS and SHOP_TAX_ID are set, then the address is split on |', () => {
    expect(
      shop({
        SHOP_NAME: ' Gadget Corner ',
        SHOP_ADDRESS: 'Gadget GmbH| 5 Harbour Road |20095 Hamburg',
        SHOP_TAX_ID: 'DE1',
      }),
    ).toEqual({
      name: 'Gadget Corner',
      addressLines: ['Gadget GmbH', '5 Harbour Road', '20095 Hamburg'],
      taxId: 'DE1',
    });
  });

  it('when a setting holds a control character or is too long, then the start is refused with its name', () => {
    expect(() => shop({ SHOP_NAME: 'Shop\u0007' })).toThrow(ConfigError);
    expect(() => shop({ SHOP_NAME: 'x'.repeat(101) })).toThrow(/SHOP_NAME/);
    expect(() => shop({ SHOP_ADDRESS: 'a|b|c|d|e|f|g' })).toThrow(/SHOP_ADDRESS/);
  });
});
