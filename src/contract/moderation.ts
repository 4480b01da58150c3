import { Type, type Static } from 'typebox';
import { Id, IdInput, IsoDate } from './common.ts';

/** Reviews per page of the moderation list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/**
 * `GET /api/admin/reviews`: a JSON array, one page per response, reported reviews first (most
 * reports first), then newest first; the page count in the `X-Total-Pages` header, as the order
 * lists. `rating` and `product` narrow it (docs/staff.md#review-moderation).
 */
export const AdminReviewQuery = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  product: Type.Optional(IdInput),
});
export type AdminReviewQuery = Static<typeof AdminReviewQuery>;

export const AdminReview = Type.Object({
  _id: Id,
  product: Type.Object({ _id: Id, name: Type.String() }),
  /** The author's name as shown on the review, and their account. */
  name: Type.String(),
  user: Id,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  verifiedPurchase: Type.Boolean(),
  hidden: Type.Boolean(),
  /** How many shoppers reported it. */
  reports: Type.Integer({ minimum: 0 }),
  createdAt: IsoDate,
});
export type AdminReview = Static<typeof AdminReview>;

/** `PUT /api/admin/reviews/:id`: hide (true) or restore (false). */
export const ReviewVisibilityBody = Type.Object({ hidden: Type.Boolean() });
export type ReviewVisibilityBody = Static<typeof ReviewVisibilityBody>;

export const ReviewParams = Type.Object({ id: IdInput });
export const ReportParams = Type.Object({ id: IdInput, reviewId: IdInput });

export const REVIEW_NOT_FOUND = 'Review not found';
export const REVIEW_REPORTED = 'Thank you: the review has been reported';
export const REVIEW_ALREADY_REPORTED = 'You have already reported this review';
