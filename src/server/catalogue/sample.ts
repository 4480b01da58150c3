import { type WordMatch } from './word-match.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, products, productSpecValues } from '../db/index.ts';
import type { CatalogueFilters } from './filters.ts';
import { facetCountsOf, type FacetCounts } from './facets.ts';
import { published } from './product-rows.ts';
import { indexPieces, textsHoldingEveryWord, type PieceIndex } from './sample-pieces.ts';
import { sampledFacetRows, type FacetedProduct } from './sampled-facet-rows.ts';
import { sampledSpecValues, type SpecValueCount } from './spec-facets.ts';
import type { SpecValue } from './spec-filters.ts';
import type { FieldRecord } from './spec-rows.ts';

/** What the sample says of a keyword's (or the catalogue's) matches. */
export interface SampledMatches {
  /** About how many published products match: exact, as of the read, when the sample holds all. */
  matches: number;
  /** The catalogue's size: its estimate, or the rows held when the sample holds every row. */
  catalogueRows: number;
  /**
   * The facet counts of the matches, each scaled up from the sample to the catalogue. Undefined
   * when the catalogue is no larger than the sample: the database then counts every product, as
   * it stands.
   */
  facets: FacetCounts | undefined;
}

/**
 * A sample of the catalogue held in memory (docs/catalogue.md):
 * what a search knows before it reads anything. How many products a keyword matches decides how
 * its page and facets are read (docs/catalogue.md); only the cost of a search depends on that,
 * never its answer, since a read that finds more than the estimate promised turns to the large
 * set's way. A large catalogue's facets are counted from the sample too (docs/catalogue.md).
 */
export interface CatalogueSample {
  /** How many published products match, about. */
  matches(match: WordMatch): Promise<number>;
  /** How many match, and with these filters the facets of a large catalogue. */
  matchesWithFacets(match: WordMatch | undefined, filters: CatalogueFilters): Promise<SampledMatches>;
  /** A large set's spec facet counts, scaled up from the sample (docs/catalogue.md#spec-filters). */
  specValues(
    match: WordMatch | undefined,
    filters: CatalogueFilters,
    fields: readonly FieldRecord[],
  ): Promise<SpecValueCount[]>;
}

interface Sample {
  /** The sampled products that are published: drafts match nothing. */
  products: readonly FacetedProduct[];
  /** Their search texts' pieces. */
  pieces: PieceIndex;
  /** How many rows were sampled, drafts too. */
  held: number;
  /** The catalogue's size estimate (0 when there is none), or the rows held when they are all. */
  catalogueRows: number;
  /** The sample holds every row of the catalogue. */
  everyRow: boolean;
  readAt: number;
}

interface SampleRow {
  catalogueRows: number | string | null;
  id: string;
  /** Null for a draft: sampled, so counted in the sample's size, but never a match. */
  text: string | null;
  brand: string;
  category: string;
  priceCents: number | string;
  rating: number | string;
  countInStock: number | string;
}

/**
 * A catalogue that grew past twice its size estimate since it was last analysed is read no
 * further than this many times the sample's size: its estimates come out low until the next
 * `ANALYZE`, which only costs a large search its cheaper way for a while.
 */
const SAMPLE_CAP = 2;

/**
 * About `sampleRows` rows, each row of the table drawn alike (`BERNOULLI`: whole pages would draw
 * the products imported together together), the same rows while the table is unchanged
 * (`REPEATABLE`). A table no larger than the sample, or never analysed (no size estimate), is read
 * whole, up to the cap. Aliased as `products` so `published` names its columns.
 */
function sampleStatement(sampleRows: number) {
  return sql`WITH size AS (SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'products'::regclass)
    SELECT (SELECT rows FROM size) AS "catalogueRows", ${products.id} AS id,
      CASE WHEN ${published} THEN ${products.searchText} END AS text,
      ${products.brand} AS brand, ${products.category} AS category, ${products.priceCents} AS "priceCents",
      ${products.rating} AS rating, ${products.countInStock} AS "countInStock"
    FROM (SELECT ${products.id}, ${products.searchText}, ${products.isDraft}, ${products.brand}, ${products.category},
            ${products.priceCents}, ${products.rating}, ${products.countInStock}
          FROM ${products} TABLESAMPLE BERNOULLI (
            (SELECT CASE WHEN rows > ${sampleRows} THEN 100 * ${sampleRows} / rows ELSE 100 END FROM size)::float4
          ) REPEATABLE (1)
          LIMIT ${SAMPLE_CAP * sampleRows}) AS products`;
}

/** The spec values of the sampled products, by product (docs/catalogue.md#spec-filters). */
async function specValuesOf(db: Db, ids: readonly string[]): Promise<Map<string, SpecValue[]>> {
  const byProduct = new Map<string, SpecValue[]>();
  if (ids.length === 0) return byProduct;
  const rows = await queryRows<
    Omit<SpecValue, 'number'> & { productId: string; number: number | string | null }
  >(
    db,
    sql`SELECT product_id AS "productId", name_key AS "nameKey", value_key AS "valueKey", label,
          number_value AS number
        FROM ${productSpecValues} WHERE product_id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
  );
  for (const { productId, number, ...value } of rows) {
    const values = byProduct.get(productId) ?? [];
    values.push({ ...value, number: number === null ? null : Number(number) });
    byProduct.set(productId, values);
  }
  return byProduct;
}

async function readSample(db: Db, sampleRows: number, readAt: number): Promise<Sample> {
  const rows = await queryRows<SampleRow>(db, sampleStatement(sampleRows));
  const catalogueRows = Math.max(Number(rows[0]?.catalogueRows ?? 0), 0);
  const publishedRows = rows.flatMap((row) => (row.text === null ? [] : [{ ...row, text: row.text }]));
  const specs = await specValuesOf(
    db,
    publishedRows.map((row) => row.id),
  );
  const everyRow = catalogueRows <= sampleRows && rows.length < SAMPLE_CAP * sampleRows;
  const held = rows.length;
  return {
    products: publishedRows.map(({ id, brand, category, priceCents, rating, countInStock }) => ({
      specs: specs.get(id) ?? [],
      brand,
      category,
      priceCents: Number(priceCents),
      rating: Number(rating),
      countInStock: Number(countInStock),
    })),
    pieces: await indexPieces(publishedRows.map((row) => row.text)),
    held,
    catalogueRows: everyRow ? held : catalogueRows,
    everyRow,
    readAt,
  };
}

/**
 * Read again once it is `maxAgeMs` old: a keyword's estimate and a large catalogue's facets then
 * cost a few dozen to a few hundred microseconds of string tests and no statement. Requests
 * arriving while the first sample is read wait for that one read.
 */
export function createCatalogueSample(
  db: Db,
  options: { sampleRows: number; maxAgeMs: number; now?: () => number },
): CatalogueSample {
  const now = options.now ?? (() => performance.now());
  let sample: Sample | undefined;
  let reading: Promise<Sample> | undefined;

  function readAgain(): Promise<Sample> {
    reading ??= readSample(db, options.sampleRows, now())
      .then((read) => (sample = read))
      .finally(() => (reading = undefined));
    return reading;
  }

  /**
   * The sample, read first if there is none yet. One that has aged is still answered from while
   * the next is read: the read takes 50–80 ms of the embedded database's one thread at 20 000
   * products, which no request should wait for. A read that fails leaves the old sample in use,
   * and the next request tries again.
   */
  function current(): Promise<Sample> {
    if (!sample) return readAgain();
    if (now() - sample.readAt >= options.maxAgeMs) readAgain().catch(() => undefined);
    return Promise.resolve(sample);
  }

  /**
   * How many catalogue rows each sampled row stands for: never less than one, even where the
   * catalogue's size estimate is missing or behind.
   */
  const scaleOf = ({ everyRow, catalogueRows, held }: Sample) =>
    everyRow || held === 0 ? 1 : Math.max(catalogueRows, held) / held;

  const matchingIn = (read: Sample, match: WordMatch | undefined) =>
    match
      ? textsHoldingEveryWord(read.pieces, match).flatMap((at) => read.products[at] ?? [])
      : read.products;

  return {
    async matches(match) {
      const read = await current();
      return Math.round(textsHoldingEveryWord(read.pieces, match).length * scaleOf(read));
    },
    async matchesWithFacets(match, filters) {
      const read = await current();
      const matching = matchingIn(read, match);
      const { catalogueRows } = read;
      if (read.everyRow) return { matches: matching.length, catalogueRows, facets: undefined };
      const facets = facetCountsOf(sampledFacetRows(matching, filters), scaleOf(read));
      return { matches: facets.all, catalogueRows, facets };
    },
    async specValues(match, filters, fields) {
      const read = await current();
      return sampledSpecValues(matchingIn(read, match), filters, fields, scaleOf(read));
    },
  };
}
