/**
 * The demo products sold in variants (docs/catalogue.md#variants), by product name: their options
 * and, for each combination sold, a sku, price and stock. The product's own price and stock are
 * then derived from these by the database.
 */
export interface DemoVariants {
  options: { name: string; values: string[] }[];
  variants: { sku: string; values: string[]; priceCents: number; countInStock: number }[];
}

/** Every combination of the options' values, each with a price from `price` and a stock of `stock`. */
function combinations(
  prefix: string,
  options: DemoVariants['options'],
  price: (values: string[]) => number,
  stock: (index: number) => number,
): DemoVariants {
  let rows: string[][] = [[]];
  for (const option of options) rows = rows.flatMap((row) => option.values.map((value) => [...row, value]));
  return {
    options,
    variants: rows.map((values, index) => ({
      sku: `${prefix}-${values.map((value) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase()).join('-')}`,
      values,
      priceCents: price(values),
      countInStock: stock(index),
    })),
  };
}

const byStorage = (prices: Record<string, number>) => (values: string[]) => prices[values[0] ?? ''] ?? 0;

export const demoVariants: Record<string, DemoVariants> = {
  'Apple iPhone 15 Pro': combinations(
    'IP15P',
    [
      { name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] },
      { name: 'Colour', values: ['Black Titanium', 'White Titanium', 'Blue Titanium', 'Natural Titanium'] },
    ],
    byStorage({ '128 GB': 99_900, '256 GB': 109_900, '512 GB': 129_900 }),
    (index) => [4, 2, 0, 3][index % 4] ?? 1,
  ),
  'Samsung Galaxy S24': combinations(
    'GS24',
    [
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Onyx Black', 'Marble Grey', 'Cobalt Violet'] },
    ],
    byStorage({ '128 GB': 79_999, '256 GB': 85_999 }),
    (index) => 3 + (index % 3),
  ),
  'Google Pixel 8': combinations(
    'PX8',
    [
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Obsidian', 'Hazel', 'Rose'] },
    ],
    byStorage({ '128 GB': 69_900, '256 GB': 75_900 }),
    (index) => (index === 5 ? 0 : 4),
  ),
  'Apple MacBook Air 13-inch (M3)': combinations(
    'MBA13M3',
    [
      { name: 'Memory', values: ['8 GB', '16 GB'] },
      { name: 'Storage', values: ['256 GB', '512 GB'] },
    ],
    (values) => 109_900 + (values[0] === '16 GB' ? 20_000 : 0) + (values[1] === '512 GB' ? 20_000 : 0),
    (index) => 2 + index,
  ),
  'Dell XPS 14 Laptop': combinations(
    'XPS14',
    [
      { name: 'Memory', values: ['16 GB', '32 GB'] },
      { name: 'Storage', values: ['512 GB', '1 TB'] },
    ],
    (values) => 169_999 + (values[0] === '32 GB' ? 20_000 : 0) + (values[1] === '1 TB' ? 15_000 : 0),
    (index) => 3 - (index % 2),
  ),
  'Apple Watch Series 9 GPS 45mm': combinations(
    'AW9-45',
    [{ name: 'Colour', values: ['Midnight', 'Starlight', 'Silver', '(PRODUCT)RED'] }],
    () => 42_900,
    (index) => 5 - index,
  ),
};
