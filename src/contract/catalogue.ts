import { Type, type Static } from 'typebox';
import {
  ADMIN_PRODUCT_SORTS,
  MAX_BRAND_FILTERS,
  MAX_PRICE_FILTER,
  PRODUCT_SORTS,
} from './catalogue-options.ts';
import { Id, SingleLineText } from './common.ts';
import { MAX_KEYWORD_LENGTH } from './limits.ts';
import { ProductSummary } from './products.ts';
import { MAX_SPEC_FILTERS, SpecFacet } from './specs.ts';

/**
 * Finding products: filters, sort, facets, suggestions and categories (docs/architecture.md,
 * "HTTP contract"). `GET /api/products` keeps its shape `{ products, page, pages }` and adds
 * `facets`; every filter is optional and a bad value is 400.
 */

const PageNumber = Type.Integer({ minimum: 1, maximum: 1_000_000 });
const Dollars = Type.Number({ minimum: 0, maximum: MAX_PRICE_FILTER });
const FilterText = SingleLineText({ minLength: 1, maxLength: 80 });
/** `name:value`; the service splits it at the first colon and refuses what is not a spec. */
const SpecFilterText = SingleLineText({ minLength: 3, maxLength: 200 });

export const CatalogueQuery = Type.Object(
  {
    keyword: Type.Optional(SingleLineText({ maxLength: MAX_KEYWORD_LENGTH })),
    pageNumber: Type.Optional(PageNumber),
    category: Type.Optional(FilterText),
    /** Repeatable (`brand=Sony&brand=Apple`): a product of any of them matches. */
    brand: Type.Optional(Type.Array(FilterText, { maxItems: MAX_BRAND_FILTERS })),
    /** Dollars, inclusive. */
    minPrice: Type.Optional(Dollars),
    maxPrice: Type.Optional(Dollars),
    /** Minimum average rating, in whole stars. */
    rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
    /** `true` keeps only products in stock; `false` is the same as absent. */
    inStock: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Enum(PRODUCT_SORTS)),
    /**
     * Repeatable `name:value` (`spec=Storage:256`, `spec=5G:yes`): values of one name match any,
     * different names all. A product matches through its specs or one of its in-stock variants'
     * options (docs/catalogue.md#spec-filters).
     */
    spec: Type.Optional(Type.Array(SpecFilterText, { maxItems: MAX_SPEC_FILTERS })),
    /** Repeatable `name:number`, inclusive bounds of a number spec (`specMin=Screen size:6`). */
    specMin: Type.Optional(Type.Array(SpecFilterText, { maxItems: MAX_SPEC_FILTERS })),
    specMax: Type.Optional(Type.Array(SpecFilterText, { maxItems: MAX_SPEC_FILTERS })),
  },
  { additionalProperties: false },
);
export type CatalogueQuery = Static<typeof CatalogueQuery>;

const ValueCount = Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type ValueCount = Static<typeof ValueCount>;

/**
 * Counts for the current keyword and filters. Each group's counts ignore that group's own
 * selection (so a shopper can widen it: the other brands still show what choosing them would add)
 * and respect every other filter.
 */
export const Facets = Type.Object({
  categories: Type.Array(ValueCount),
  brands: Type.Array(ValueCount),
  /** Price bands in dollars: `min` inclusive, `max` exclusive, `max: null` is "and above". */
  prices: Type.Array(
    Type.Object({
      min: Type.Number({ minimum: 0 }),
      max: Type.Union([Type.Number(), Type.Null()]),
      count: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** Products rated at least `min` stars, for `min` 4, 3, 2 and 1. */
  ratings: Type.Array(
    Type.Object({ min: Type.Integer({ minimum: 1, maximum: 5 }), count: Type.Integer({ minimum: 0 }) }),
  ),
  /** How many of the matching products are in stock. */
  inStock: Type.Integer({ minimum: 0 }),
  /** True when the counts were estimated rather than counted (very large result sets). */
  approximate: Type.Boolean(),
  /** Only with a `category`: its spec fields' values with counts (src/contract/specs.ts). */
  specs: Type.Optional(Type.Array(SpecFacet)),
});
export type Facets = Static<typeof Facets>;

export const CatalogueList = Type.Object({
  products: Type.Array(ProductSummary),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 1 }),
  facets: Facets,
  /**
   * Present when the words as typed found nothing and the list searched their closest catalogue
   * spellings instead (`iphnoe` → `iphone`): what the storefront offers as "Did you mean".
   */
  correctedKeyword: Type.Optional(Type.String()),
});
export type CatalogueList = Static<typeof CatalogueList>;

/** `GET /api/products/suggest?q=`: a shorter `q` (after trimming) answers empty lists. */
export const SuggestQuery = Type.Object(
  { q: SingleLineText({ maxLength: MAX_KEYWORD_LENGTH }) },
  { additionalProperties: false },
);
export type SuggestQuery = Static<typeof SuggestQuery>;

export const Suggestions = Type.Object({
  products: Type.Array(
    Type.Object({ _id: Id, name: Type.String(), image: Type.String(), price: Type.Number() }),
  ),
  categories: Type.Array(Type.String()),
});
export type Suggestions = Static<typeof Suggestions>;

/** `GET /api/products/categories`: every category with published products, by name. */
export const CategoryList = Type.Array(
  Type.Object({ name: Type.String(), count: Type.Integer({ minimum: 0 }) }),
);
export type CategoryList = Static<typeof CategoryList>;

/** `GET /api/products/:id/related`: up to 4 of the same category, in stock first. */
export const RelatedProducts = Type.Array(ProductSummary, { maxItems: 4 });
export type RelatedProducts = Static<typeof RelatedProducts>;

/** `GET /api/admin/products`: the admin list, searchable and sortable. */
export const AdminCatalogueQuery = Type.Object(
  {
    pageNumber: Type.Optional(PageNumber),
    keyword: Type.Optional(SingleLineText({ maxLength: MAX_KEYWORD_LENGTH })),
    sort: Type.Optional(Type.Enum(ADMIN_PRODUCT_SORTS)),
  },
  { additionalProperties: false },
);
export type AdminCatalogueQuery = Static<typeof AdminCatalogueQuery>;
