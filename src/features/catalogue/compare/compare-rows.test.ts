import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '../../../contract/products.ts';
import type { ProductSpec } from '../../../contract/specs.ts';
import { makeProduct } from '../../../test/fixtures.ts';
import { compareRows, specNames } from './compare-rows.ts';

const spec = (name: string, value: ProductSpec['value'], unit: string | null = null): ProductSpec => ({
  name,
  value,
  unit,
});

const withSpecs = (specs: ProductSpec[]): ProductDetails => ({ ...makeProduct({ price: 999 }), specs });

describe('comparison rows', () => {
  it('when products carry different specs, then every name appears once, in field order', () => {
    const a = withSpecs([spec('Screen size', 6.1, 'in'), spec('Battery', 3000, 'mAh')]);
    const b = withSpecs([
      spec('Screen size', 6.7, 'in'),
      spec('Storage', 256, 'GB'),
      spec('Battery', 4500, 'mAh'),
    ]);
    const c = withSpecs([spec('5G', true)]);
    expect(specNames([a, b, c])).toEqual(['Screen size', 'Storage', 'Battery', '5G']);
  });

  it('when values match or differ, then rows say so; a missing value counts, a product no longer sold does not', () => {
    const a = withSpecs([spec('Storage', 256, 'GB'), spec('5G', true)]);
    const b = withSpecs([spec('Storage', 256, 'GB')]);
    const rows = compareRows([a, undefined, b]);
    expect(rows.find((row) => row.name === 'Price')).toEqual({
      kind: 'price',
      name: 'Price',
      values: ['$999.00', '—', '$999.00'],
      differs: false,
    });
    expect(rows.find((row) => row.name === 'Storage')?.differs).toBe(false);
    expect(rows.find((row) => row.name === '5G')).toEqual({
      kind: 'spec',
      name: '5G',
      values: ['Yes', '—', '—'],
      differs: true,
    });
  });
});
