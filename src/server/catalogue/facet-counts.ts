import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { products } from '../db/index.ts';
import type { CatalogueFilters } from './filters.ts';
import { PRICE_BAND_BOUNDS_CENTS, type FilterFacet } from './facets.ts';
import { specConditions } from './spec-conditions.ts';

/**
 * Each filter of the shopper as a condition on `products` (undefined when it is not set). The one
 * definition of what a filter means: the page's WHERE and every facet count are built from it.
 */
function filterConditions(filters: CatalogueFilters): Record<FilterFacet, SQL | undefined> {
  return {
    category: filters.category === undefined ? undefined : eq(products.category, filters.category),
    brand: filters.brands.length === 0 ? undefined : inArray(products.brand, [...filters.brands]),
    price: and(
      filters.minCents === undefined ? undefined : gte(products.priceCents, filters.minCents),
      filters.maxCents === undefined ? undefined : lte(products.priceCents, filters.maxCents),
    ),
    rating: filters.rating === undefined ? undefined : gte(products.rating, filters.rating),
    inStock: filters.inStock ? gt(products.countInStock, 0) : undefined,
  };
}

/** Every filter at once, spec filters too (undefined when none is set). */
export function matchingFilters(filters: CatalogueFilters): SQL | undefined {
  return and(...Object.values(filterConditions(filters)), specConditions(filters.specs));
}

const bandBounds = sql.raw(`ARRAY[${PRICE_BAND_BOUNDS_CENTS.slice(1).join(',')}]::int[]`);

/** The value each facet counts by. */
const facetValues: Record<FilterFacet, SQL> = {
  category: sql`${products.category}`,
  brand: sql`${products.brand}`,
  price: sql`width_bucket(${products.priceCents}, ${bandBounds})`,
  rating: sql`floor(${products.rating})::int`,
  inStock: sql`${products.countInStock} > 0`,
};

const FILTER_FACETS = Object.keys(facetValues) as FilterFacet[];

/**
 * The flag column of a filter: whether the row passes it. `specs` is every spec filter at once: no
 * facet here ignores them (each spec's own facet is counted apart, spec-facet-rows.ts).
 */
const passes = (facet: FilterFacet | 'specs') => sql.identifier(`passes_${facet}`);

/**
 * Rows passing every set filter but `except` (every set filter without it); only matches are
 * grouped. A filter not set passes every row and is left out, so with none set each count is the
 * one `count(*)` the database computes once per group, instead of six conditional counts a row.
 */
function passingAllBut(setFilters: readonly (FilterFacet | 'specs')[], except?: FilterFacet): SQL {
  const flags = setFilters.filter((facet) => facet !== except).map((facet) => sql`${passes(facet)}`);
  return flags.length === 0 ? sql`count(*)` : sql`count(*) FILTER (WHERE ${sql.join(flags, sql` AND `)})`;
}

/**
 * `GROUPING()` of the facet columns in the grouping set of one facet: a bit per column, the first
 * column the highest, set for every column the set does not group by.
 */
function groupingOf(facet: FilterFacet): number {
  const bits = FILTER_FACETS.length;
  return 2 ** bits - 1 - 2 ** (bits - 1 - FILTER_FACETS.indexOf(facet));
}

/**
 * One statement's worth of facet counts, computed by the database (docs/performance/catalogue-queries.md): one grouping set
 * per facet over the rows of `source` (read as `products`), each value counting the rows that pass
 * every other filter, so a facet's counts ignore its own selection, and one set of totals. What
 * comes back is a row per facet value, a hundred or so in all, instead of every combination of
 * values for the application to add up.
 *
 * `source` holds the keyword's matches. A value no passing row has is left out. The `totals`
 * row's `count` is how many rows pass every filter; `all` how many match the keyword.
 * A large catalogue's sample is counted in memory the same way (sampled-facet-rows.ts, docs/catalogue.md).
 */
export function facetCountRows(source: SQL, filters: CatalogueFilters): SQL {
  const conditions = { ...filterConditions(filters), specs: specConditions(filters.specs) };
  const setFilters = [...FILTER_FACETS, 'specs' as const].filter((facet) => conditions[facet] !== undefined);
  const columns = sql.join(
    [
      ...FILTER_FACETS.map((facet) => sql`${facetValues[facet]} AS ${sql.identifier(facet)}`),
      ...setFilters.map((facet) => sql`coalesce(${conditions[facet]}, false) AS ${passes(facet)}`),
    ],
    sql`, `,
  );
  const passing = (except?: FilterFacet) => passingAllBut(setFilters, except);
  const facetColumns = sql.join(
    FILTER_FACETS.map((facet) => sql.identifier(facet)),
    sql`, `,
  );
  const setOf = sql`GROUPING(${facetColumns})`;
  const whenFacet = (then: (facet: FilterFacet) => SQL) =>
    sql.join(
      FILTER_FACETS.map((facet) => sql`WHEN ${sql.raw(String(groupingOf(facet)))} THEN ${then(facet)}`),
      sql` `,
    );
  const values = sql.join(
    FILTER_FACETS.map((facet) => sql`${sql.identifier(facet)}::text`),
    sql`, `,
  );
  const sets = sql.join(
    FILTER_FACETS.map((facet) => sql`(${sql.identifier(facet)})`),
    sql`, `,
  );
  return sql`
    SELECT facet, value, count, "all" FROM (
      SELECT CASE ${setOf} ${whenFacet((facet) => sql.raw(`'${facet}'`))} ELSE 'totals' END AS facet,
             coalesce(${values}, '') AS value,
             (CASE ${setOf} ${whenFacet(passing)} ELSE ${passing()} END)::int AS count,
             count(*)::int AS "all"
      FROM (SELECT ${columns} FROM ${source}) AS counted_rows
      GROUP BY GROUPING SETS (${sets}, ())
    ) AS counted
    WHERE count > 0 OR facet = 'totals'`;
}
