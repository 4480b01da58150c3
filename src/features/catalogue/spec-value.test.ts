import { describe, expect, it } from 'vitest';
import { formatSpecValue } from './spec-value.ts';

describe('formatSpecValue', () => {
  it('when a value is a number, then it is written with the shop’s digit grouping and its unit', () => {
    expect(formatSpecValue({ name: 'Screen size', value: 6.1, unit: 'in' })).toBe('6.1 in');
    expect(formatSpecValue({ name: 'Storage', value: 256, unit: 'GB' })).toBe('256 GB');
    expect(formatSpecValue({ name: 'Battery', value: 4500, unit: 'mAh' })).toBe('4,500 mAh');
    expect(formatSpecValue({ name: 'Cores', value: 8, unit: null })).toBe('8');
  });

  it('when a value is yes/no, then it reads Yes or No', () => {
    expect(formatSpecValue({ name: '5G', value: true, unit: null })).toBe('Yes');
    expect(formatSpecValue({ name: '5G', value: false, unit: null })).toBe('No');
  });

  it('when a value is text, then it is shown as it is', () => {
    expect(formatSpecValue({ name: 'Chip', value: 'A17 Pro', unit: null })).toBe('A17 Pro');
  });
});
