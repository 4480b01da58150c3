import type { Db } from '../db/index.ts';
import type { FacetCounts } from './facets.ts';
import type { CatalogueFilters } from './filters.ts';
import type { PageAnchors } from './page-anchors.ts';
import type { CatalogueSample } from './sample.ts';

/**
 * What every catalogue read works with: the database, the page size, the count above which
 * figures are estimated, the plain list's page anchors and the sample of the catalogue held in
 * memory (docs/catalogue.md).
 */
export interface CatalogueContext {
  db: Db;
  pageSize: number;
  exactCountLimit: number;
  anchors: PageAnchors;
  sample: CatalogueSample;
}

/**
 * How relevance ranks (docs/catalogue.md, "Ranking"): the `candidates` newest matches (every match
 * of a set up to that size), the rest following newest first. A rank costs 10–20 µs a row on the
 * embedded database, so ranking 1 000 rows in full cost a brand search most of its time.
 */
export const RANKING = { inFull: 200, candidates: 200 };

/** Facet counts, and whether they are a scaled sample of the matches rather than counted. */
export interface Counted {
  counts: FacetCounts;
  approximate: boolean;
}

/** A sample's facet counts, scaled to a catalogue of `catalogueRows` products. */
export type SampledCounts = FacetCounts & { catalogueRows: number };

export function pagesFor(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Whether any filter narrows the list (the page anchors serve only the whole catalogue). */
export function isFiltered(filters: CatalogueFilters): boolean {
  return Object.values(filters).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false,
  );
}
