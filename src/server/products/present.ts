import { toDollars } from '../../contract/pricing.ts';
import type { AdminProductSummary, ProductSummary, Review } from '../../contract/products.ts';
import type { AdminProductRecord } from './admin-repo.ts';
import type { ProductRecord, ReviewRecord } from '../catalogue/product-rows.ts';

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
    countInStock: record.countInStock,
    rating: record.rating,
    numReviews: record.numReviews,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What admins see besides: whether the product is still a hidden draft, and its version. */
export function toAdminSummary(record: AdminProductRecord): AdminProductSummary {
  return { ...toProductSummary(record), isDraft: record.isDraft, version: record.version };
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
