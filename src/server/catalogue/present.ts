import { toDollars } from '../../contract/pricing.ts';
import type { ProductSummary, Review } from '../../contract/products.ts';
import type { ProductRecord, ReviewRecord } from './product-rows.ts';

/**
 * `compareAtPrice` and `lowestPrice30d`, only while on sale: other answers keep ProShop's fields
 * exactly (docs/prices.md#sale-prices).
 */
export function saleOf(record: { compareAtCents: number | null; lowestPrice30dCents: number | null }): {
  compareAtPrice?: number;
  lowestPrice30d?: number;
} {
  if (record.compareAtCents === null || record.lowestPrice30dCents === null) return {};
  return {
    compareAtPrice: toDollars(record.compareAtCents),
    lowestPrice30d: toDollars(record.lowestPrice30dCents),
  };
}

/** A product as the API shows it: dollars at the edge, cents inside. */
export function toProductSummary(record: ProductRecord): ProductSummary {
  return {
    _id: record.id,
    name: record.name,
    image: record.image,
    brand: record.brand,
    category: record.category,
    description: record.description,
    price: toDollars(record.priceCents),
    // Only where variants differ in price: a plain product keeps ProShop's fields exactly.
    ...(record.maxPriceCents === null ? {} : { maxPrice: toDollars(record.maxPriceCents) }),
    ...saleOf(record),
    countInStock: record.countInStock,
    rating: record.rating,
    numReviews: record.numReviews,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toReview(record: ReviewRecord): Review {
  return {
    _id: record.id,
    name: record.name,
    rating: record.rating,
    comment: record.comment,
    user: record.userId,
    verifiedPurchase: record.verifiedPurchase,
    createdAt: record.createdAt.toISOString(),
  };
}
