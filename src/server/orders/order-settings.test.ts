import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('order settings', () => {
  it('when nothing is set, then a customer may hold 3 unpaid orders of 30 units, a network 6 of 60, a customer place 20 orders an hour and one network’s guests 30', () => {
    expect(loadConfig({}).orderLimits).toEqual({
      maxUnpaidOrders: 3,
      maxUnpaidItems: 30,
      maxUnpaidOrdersPerAddress: 6,
      maxUnpaidItemsPerAddress: 60,
      ordersPerCustomer: 20,
      guestOrdersPerNetwork: 30,
      windowSeconds: 3600,
    });
  });

  it('when the limits are set, then they are used', () => {
    const config = loadConfig({
      MAX_UNPAID_ORDERS: '5',
      MAX_UNPAID_ITEMS: '100',
      MAX_UNPAID_ORDERS_PER_ADDRESS: '12',
      MAX_UNPAID_ITEMS_PER_ADDRESS: '200',
      ORDERS_PER_CUSTOMER: '50',
      GUEST_ORDERS_PER_NETWORK: '90',
      ORDER_WINDOW_SECONDS: '600',
    });
    expect(config.orderLimits).toEqual({
      maxUnpaidOrders: 5,
      maxUnpaidItems: 100,
      maxUnpaidOrdersPerAddress: 12,
      maxUnpaidItemsPerAddress: 200,
      ordersPerCustomer: 50,
      guestOrdersPerNetwork: 90,
      windowSeconds: 600,
    });
  });

  it.each([
    ['MAX_UNPAID_ORDERS', '0'],
    ['MAX_UNPAID_ITEMS', '-1'],
    ['MAX_UNPAID_ORDERS_PER_ADDRESS', '0'],
    ['MAX_UNPAID_ITEMS_PER_ADDRESS', 'lots'],
    ['ORDERS_PER_CUSTOMER', 'many'],
    ['GUEST_ORDERS_PER_NETWORK', '0'],
    ['ORDER_WINDOW_SECONDS', '1.5'],
  ])('when %s is %j, then the server refuses to start and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be a whole number`));
  });
});
