/** What other modules use of catalogue/ (docs/architecture.md); everything else here is its own. */
export { toProductSummary, toReview } from './present.ts';
export {
  findReviews,
  newestFirst,
  published,
  summaryColumns,
  type Page,
  type ProductRecord,
} from './product-rows.ts';
export { catalogueRoutes, visitorUnlessSignedIn } from './routes.ts';
export { findGallery } from './gallery-rows.ts';
export { searchWords } from './search-words.ts';
export { createCatalogueService } from './service.ts';
export {
  findProductVariants,
  findVariantsById,
  findVariantsOf,
  findVariantRowsOf,
  toVariantFields,
  variantLabel,
  type ProductVariants,
  type VariantRecord,
} from './variant-rows.ts';
export {
  fieldsOf,
  isSpecNumber,
  MAX_SPEC_NUMBER,
  nameKeyOf,
  specsOf,
  type FieldRecord,
} from './spec-rows.ts';
