import { and, sql, type SQL } from 'drizzle-orm';
import { products, productSpecValues } from '../db/index.ts';
import type { SpecFilter } from './spec-filters.ts';

/** Texts as a PostgreSQL array literal's elements, quoted. */
export function textArray(texts: readonly string[]): string {
  return `{${texts.map((text) => `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

/**
 * One spec name's filter as a condition on `products` (docs/catalogue.md#spec-filters): one probe
 * of `product_spec_values` per row, which holds the product's own specs and its in-stock variants'
 * options alike. `passesSpecFilter` (spec-filters.ts) is the same test in memory.
 *
 * A scalar subquery with `LIMIT 1` rather than `EXISTS`: the planner turns an `EXISTS` into a hash
 * semi-join over every product with that value, and misjudges how many there are (`wireless` =
 * `yes` estimated at 9 145 rows, 49 930 read at 100 000 products); hashing them cost 128 ms where
 * walking the category's newest-first index and probing each row until the page is full cost
 * 19.5 ms on the same loaded machine (docs/performance.md). A subquery with a limit is never
 * turned into a join, so each row is probed and a page's walk stops when it is full.
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
  const narrowed = and(...conditions);
  return sql`coalesce((SELECT true FROM ${productSpecValues} AS spec_match
    WHERE spec_match.product_id = ${products.id} AND spec_match.name_key = ${filter.nameKey}
    ${narrowed ? sql`AND ${narrowed}` : sql``} LIMIT 1), false)`;
}

/** Every spec filter at once (undefined when none is set). */
export function specConditions(specs: readonly SpecFilter[]): SQL | undefined {
  return and(...specs.map(specFilterCondition));
}
