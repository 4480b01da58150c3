import { and, sql, type SQL } from 'drizzle-orm';
import type { SpecFacet } from '../../contract/specs.ts';
import { queryRows, type Db, products, productSpecValues } from '../db/index.ts';
import { matchingFilters } from './facet-counts.ts';
import type { CatalogueFilters } from './filters.ts';
import { published } from './product-rows.ts';
import { specFilterCondition, textArray } from './spec-conditions.ts';
import type { SpecFilter, SpecRequest, SpecValue } from './spec-filters.ts';
import { filterTests, type FacetedProduct } from './sampled-facet-rows.ts';
import { passesSpecFilter } from './spec-filters.ts';
import type { FieldRecord } from './spec-rows.ts';
import { containsEveryWord, type WordMatch } from './word-match.ts';

// A category's spec facets (docs/catalogue.md#spec-filters): for each of its fields, each value the
// matching products answer to, with how many pass every filter but that spec's own.

/** How many products answer to one value of one spec. */
export interface SpecValueCount extends SpecValue {
  count: number;
}

/** The flag column of one spec name's filter on each candidate: whether it passes. */
const passes = (at: number) => sql.identifier(`passes_spec_${at}`);

/**
 * A value counts for its spec when the product passes every other spec's filter (its own
 * selection is ignored, as every facet ignores its own): the CASE picks, by the value's spec, the
 * flags of the other specs, each computed once per candidate rather than once per value.
 */
function passingOtherSpecs(specs: readonly SpecFilter[], nameKey: SQL): SQL {
  if (specs.length === 0) return sql`true`;
  const allBut = (skipped?: string) =>
    and(...specs.flatMap((filter, at) => (filter.nameKey === skipped ? [] : [sql`${passes(at)}`]))) ??
    sql`true`;
  const whens = specs.map((filter) => sql`WHEN ${filter.nameKey} THEN ${allBut(filter.nameKey)}`);
  return sql`CASE ${nameKey} ${sql.join(whens, sql` `)} ELSE ${allBut()} END`;
}

/**
 * Counted by the database over every match (the exact answer of a set within the exact count
 * limit): the matches passing every filter but the specs, with a flag per spec filter, their
 * values joined through `product_spec_values`' primary key, grouped by spec and value.
 */
export async function countedSpecValues(
  db: Db,
  match: WordMatch | undefined,
  filters: CatalogueFilters,
  fields: readonly FieldRecord[],
): Promise<SpecValueCount[]> {
  const keys = textArray(fields.map((field) => field.nameKey));
  const others = matchingFilters({ ...filters, specs: [] });
  const flags = filters.specs.map((filter, at) => sql`, ${specFilterCondition(filter)} AS ${passes(at)}`);
  const rows = await queryRows<Omit<SpecValueCount, 'number'> & { number: number | string | null }>(
    db,
    sql`
    WITH candidates AS MATERIALIZED (
      SELECT ${products.id} ${sql.join(flags, sql``)} FROM ${products}
      WHERE ${and(published, match && containsEveryWord(match, undefined, 'index'), others)}
    )
    SELECT counted.name_key AS "nameKey", counted.value_key AS "valueKey", min(counted.label) AS label,
           min(counted.number_value) AS number, count(*)::int AS count
    FROM candidates
    JOIN ${productSpecValues} AS counted ON counted.product_id = candidates.id
    WHERE counted.name_key = ANY(${keys}::text[])
      AND ${passingOtherSpecs(filters.specs, sql`counted.name_key`)}
    GROUP BY counted.name_key, counted.value_key`,
  );
  return rows.map((row) => ({ ...row, number: row.number === null ? null : Number(row.number) }));
}

/** The same counts over products held in memory (a sample), each multiplied by `scale`. */
export function sampledSpecValues(
  matching: readonly FacetedProduct[],
  filters: CatalogueFilters,
  fields: readonly FieldRecord[],
  scale: number,
): SpecValueCount[] {
  const tests = filterTests(filters);
  const wanted = new Set(fields.map((field) => field.nameKey));
  const counts = new Map<string, SpecValueCount>();
  for (const product of matching) {
    if (!tests.every(([, test]) => test(product))) continue;
    for (const value of product.specs) {
      if (!wanted.has(value.nameKey)) continue;
      const others = filters.specs.filter((filter) => filter.nameKey !== value.nameKey);
      if (!others.every((filter) => passesSpecFilter(product.specs, filter))) continue;
      const key = `${value.nameKey}\u0000${value.valueKey}`;
      const counted = counts.get(key) ?? { ...value, count: 0 };
      counted.count += 1;
      counts.set(key, counted);
    }
  }
  return [...counts.values()].map((counted) => ({ ...counted, count: Math.round(counted.count * scale) }));
}

/** A number as a facet and a filter write it: `256`, `6.1`. */
const numberText = (number: number) => String(number);

/**
 * The facets of each field, in the fields' order: values by number (number fields) or by name, a
 * selected value listed with 0 when no product answers to it (so it can be unselected), and a
 * number field's lowest and highest value among the counted products.
 */
export function specFacetsOf(
  fields: readonly FieldRecord[],
  counts: readonly SpecValueCount[],
  requests: readonly SpecRequest[],
): SpecFacet[] {
  return fields.map(({ name, nameKey, kind, unit }) => {
    const own = counts.filter((counted) => counted.nameKey === nameKey && counted.count > 0);
    const listed = new Map<string, { value: string; count: number; number: number | null }>();
    for (const counted of own) {
      const value = kind === 'number' && counted.number !== null ? numberText(counted.number) : counted.label;
      listed.set(kind === 'number' ? value : counted.valueKey, {
        value,
        count: counted.count,
        number: counted.number,
      });
    }
    for (const selected of requests.find((request) => request.nameKey === nameKey)?.values ?? []) {
      const number = kind === 'number' ? Number(selected) : Number.NaN;
      const key = kind === 'number' ? numberText(number) : selected.toLowerCase();
      if (!listed.has(key)) listed.set(key, { value: kind === 'number' ? key : selected, count: 0, number });
    }
    const values = [...listed.values()].sort((a, b) =>
      kind === 'number' ? (a.number ?? 0) - (b.number ?? 0) : a.value.localeCompare(b.value),
    );
    const facet: SpecFacet = {
      name,
      kind,
      unit,
      values: values.map(({ value, count }) => ({ value, count })),
    };
    const numbers = own.flatMap((counted) => (counted.number === null ? [] : [counted.number]));
    return kind === 'number' && numbers.length > 0
      ? { ...facet, min: Math.min(...numbers), max: Math.max(...numbers) }
      : facet;
  });
}
