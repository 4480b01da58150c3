import { and, sql, type SQL } from 'drizzle-orm';
import { products, productSpecValues } from '../db/index.ts';
import type { SpecFilter } from './spec-filters.ts';

/** Texts as a PostgreSQL array literal's elements, quoted. */
function textArray(texts: readonly string[]): string {
  return `{${texts.map((text) => `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

/**
 * One spec name's filter as a condition on `products` (docs/catalogue.md#spec-filters): one probe
 * of `product_spec_values`' primary key, which holds the product's own specs and its in-stock
 * variants' options alike. `passesSpecFilter` (spec-filters.ts) is the same test in memory.
 */
export function specFilterCondition(filter: SpecFilter): SQL {
  const value = sql`spec_match.value_key`;
  const number = sql`spec_match.number_value`;
  const listed = [
    filter.keys.length > 0 ? sql`${value} = ANY(${textArray(filter.keys)}::text[])` : undefined,
    filter.numbers.length > 0
      ? sql`${number} = ANY(${`{${filter.numbers.join(',')}}`}::float8[])`
      : undefined,
  ].filter((condition) => condition !== undefined);
  const conditions = [
    listed.length > 0 ? sql`(${sql.join(listed, sql` OR `)})` : undefined,
    filter.min === undefined ? undefined : sql`${number} >= ${filter.min}`,
    filter.max === undefined ? undefined : sql`${number} <= ${filter.max}`,
  ];
  return sql`EXISTS (SELECT 1 FROM ${productSpecValues} AS spec_match
    WHERE spec_match.product_id = ${products.id} AND spec_match.name_key = ${filter.nameKey}
    ${and(...conditions) ? sql`AND ${and(...conditions)}` : sql``})`;
}

/** Every spec filter at once (undefined when none is set). */
export function specConditions(specs: readonly SpecFilter[]): SQL | undefined {
  return and(...specs.map(specFilterCondition));
}
