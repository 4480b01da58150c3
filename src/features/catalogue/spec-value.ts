import type { ProductSpec } from '../../contract/specs.ts';

// The shop writes every count in en-US (`1,234 products`), so spec numbers follow: `4,500 mAh`.
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/**
 * A spec's value as shoppers read it, in the specs table and the comparison alike
 * (docs/catalogue.md#specs): a number with its unit (`6.1 in`), yes/no as `Yes`/`No`, text as it is.
 */
export function formatSpecValue({ value, unit }: ProductSpec): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  const number = numbers.format(value);
  return unit ? `${number} ${unit}` : number;
}
