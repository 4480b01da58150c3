import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_ADDRESS, shop } from './config-shop.ts';
import { ConfigError } from './config-values.ts';

describe('the shop settings on invoices', () => {
  it('when nothing is set, then the invoice says Easy-Buy at the demo address', () => {
    expect(shop({})).toEqual({
      name: 'Easy-Buy',
      addressLines: DEFAULT_SHOP_ADDRESS,
      taxId: '',
      withdrawalDays: 14,
    });
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
      withdrawalDays: 14,
    });
  });

  it('when a setting holds a control character or is too long, then the start is refused with its name', () => {
    expect(() => shop({ SHOP_NAME: 'Shop\u0007' })).toThrow(ConfigError);
    expect(() => shop({ SHOP_NAME: 'x'.repeat(101) })).toThrow(/SHOP_NAME/);
    expect(() => shop({ SHOP_ADDRESS: 'a|b|c|d|e|f|g' })).toThrow(/SHOP_ADDRESS/);
  });
});

describe('the withdrawal period', () => {
  it('when WITHDRAWAL_DAYS is set to 14 or more, then orders get that many days', () => {
    expect(shop({ WITHDRAWAL_DAYS: '30' }).withdrawalDays).toBe(30);
    expect(shop({ WITHDRAWAL_DAYS: '14' }).withdrawalDays).toBe(14);
  });

  it.each(['13', '0', '2.5', 'two weeks', '366'])(
    'when WITHDRAWAL_DAYS is %s, then the start is refused: the EU period is never shorter',
    (days) => {
      expect(() => shop({ WITHDRAWAL_DAYS: days })).toThrow(
        new ConfigError(
          `WITHDRAWAL_DAYS must be a whole number from 14 (the EU's withdrawal period, never shorter) to 365, got "${days}"`,
        ),
      );
    },
  );
});
