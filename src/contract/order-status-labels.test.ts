import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status.ts';
import { orderStatusLabel } from './order-status-labels.ts';

describe('order status labels', () => {
  it.each(ORDER_STATUSES)('when the status is %s, then it has a label of its own', (status) => {
    expect(orderStatusLabel(status)).toMatch(/^[A-Z][a-z ]+$/);
  });

  it('when every status is labelled, then no two share a label', () => {
    const labels = ORDER_STATUSES.map(orderStatusLabel);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });

  it('when an order was refunded or cancelled, then its label never says paid or delivered', () => {
    for (const status of ['refunded', 'cancelled'] as const) {
      expect(orderStatusLabel(status)).not.toMatch(/paid|deliver/i);
    }
  });
});
