import { describe, expect, it } from 'vitest';
import { countryShown, regionBelongsTo } from './countries.ts';

describe('countries as orders keep and show them', () => {
  it('when an order keeps a country’s code, then people read its English name', () => {
    expect(countryShown('US')).toBe('United States');
    expect(countryShown('DE')).toBe('Germany');
  });

  it('when an order kept a country as written, then it is shown as written', () => {
    expect(countryShown('Testland')).toBe('Testland');
    expect(countryShown('USA')).toBe('USA');
  });

  it('when a region names another country, then it does not belong', () => {
    expect(regionBelongsTo('US-CA', 'US')).toBe(true);
    expect(regionBelongsTo('US-CA', 'DE')).toBe(false);
    expect(regionBelongsTo('us-ca', 'US')).toBe(false);
  });
});
