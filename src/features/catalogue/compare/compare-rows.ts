import type { ProductDetails } from '../../../contract/products.ts';
import { formatListPrice } from '../../../contract/money.ts';
import { formatSpecValue } from '../spec-value.ts';

/** What stands in a cell that has no value: a product without that spec, or no longer sold. */
export const MISSING = '—';

/** One row of the comparison: its name and one value per column, and whether they differ. */
export interface CompareRow {
  /** The shop's own figures first, then the category's specs. */
  kind: 'price' | 'rating' | 'stock' | 'spec';
  name: string;
  values: string[];
  differs: boolean;
}

/**
 * Every spec name of the products, each once, in their category's field order. Each product
 * lists its specs in that order, so a name new to the list goes just before the first of its
 * product's later names already placed, or last when none is.
 */
export function specNames(products: readonly (ProductDetails | undefined)[]): string[] {
  const names: string[] = [];
  for (const product of products) {
    const own = (product?.specs ?? []).map((spec) => spec.name);
    own.forEach((name, index) => {
      if (names.includes(name)) return;
      const next = own.slice(index + 1).find((later) => names.includes(later));
      names.splice(next === undefined ? names.length : names.indexOf(next), 0, name);
    });
  }
  return names;
}

const stockText = (product: ProductDetails) => (product.countInStock > 0 ? 'In Stock' : 'Out Of Stock');

/**
 * The compared figures, row by row (price, rating, stock, then each spec). A row differs when
 * the products still sold do not all show the same text; a column of a product no longer sold
 * reads MISSING and does not count.
 */
export function compareRows(products: readonly (ProductDetails | undefined)[]): CompareRow[] {
  const row = (
    kind: CompareRow['kind'],
    name: string,
    value: (product: ProductDetails) => string,
  ): CompareRow => {
    const values = products.map((product) => (product ? value(product) : MISSING));
    const sold = values.filter((_, index) => products[index] !== undefined);
    return { kind, name, values, differs: new Set(sold).size > 1 };
  };
  return [
    row('price', 'Price', formatListPrice),
    row('rating', 'Rating', (product) => `${product.rating} of 5 (${product.numReviews})`),
    row('stock', 'Stock', stockText),
    ...specNames(products).map((name) =>
      row('spec', name, (product) => {
        const spec = product.specs?.find((candidate) => candidate.name === name);
        return spec ? formatSpecValue(spec) : MISSING;
      }),
    ),
  ];
}
