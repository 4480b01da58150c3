import { isUuid } from '../../contract/ids.ts';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  type AdminReviewQuery,
  REVIEW_ALREADY_REPORTED,
  REVIEW_NOT_FOUND,
  REVIEW_REPORTED,
} from '../../contract/moderation.ts';
import type { MessageBody } from '../../contract/products.ts';
import type { AuditKind } from '../../contract/audit.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, isForeignKeyViolation, transaction } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import * as reviewRepo from './repo.ts';

/**
 * Staff take reviews down and put them back; shoppers report them (docs/staff.md#review-moderation).
 * A hidden review is neither shown nor counted: each change recounts the product's rating in its
 * own transaction, after locking the product, as a new review does.
 */
export function createModerationService(db: Db, options: { cache: ReadCache }) {
  /**
   * Locks the review's product, runs `change`, recounts and records it in the audit log; 404 when
   * the review is gone.
   */
  async function changeReview(
    id: string,
    audit: { actor: AuditActor; kind: AuditKind },
    change: (tx: Db, productId: string) => Promise<boolean>,
  ) {
    if (!isUuid(id)) throw new NotFoundError(REVIEW_NOT_FOUND);
    const done = await transaction(db, async (tx) => {
      const productId = await reviewRepo.lockReviewedProduct(tx, id);
      const before = productId && (await reviewRepo.reviewForAudit(tx, id));
      if (!productId || !before || !(await change(tx, productId))) return false;
      await reviewRepo.recomputeRatings(tx, [productId]);
      const after = (await reviewRepo.reviewForAudit(tx, id)) ?? null;
      await recordAudit(tx, { ...audit, target: id, before, after });
      return true;
    });
    if (!done) throw new NotFoundError(REVIEW_NOT_FOUND);
    options.cache.clear();
  }

  return {
    async list(query: AdminReviewQuery): Promise<{ reviews: AdminReview[]; pages: number }> {
      if (query.product !== undefined && !isUuid(query.product)) return { reviews: [], pages: 1 };
      const { rows, total } = await reviewRepo.moderationPage(db, {
        rating: query.rating,
        productId: query.product,
        limit: ADMIN_REVIEWS_PAGE_SIZE,
        offset: ((query.pageNumber ?? 1) - 1) * ADMIN_REVIEWS_PAGE_SIZE,
      });
      return {
        reviews: rows.map((row) => ({
          _id: row.id,
          product: { _id: row.productId, name: row.productName },
          name: row.name,
          user: row.userId,
          rating: row.rating,
          comment: row.comment,
          verifiedPurchase: row.verifiedPurchase,
          hidden: row.hidden,
          reports: row.reports,
          createdAt: row.createdAt.toISOString(),
        })),
        pages: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)),
      };
    },

    async setHidden(id: string, hidden: boolean, actor: AuditActor): Promise<MessageBody> {
      const kind = hidden ? 'review.hide' : 'review.restore';
      await changeReview(id, { actor, kind }, (tx, productId) =>
        reviewRepo.setHidden(tx, id, productId, hidden),
      );
      return { message: hidden ? 'Review hidden' : 'Review restored' };
    },

    async remove(id: string, actor: AuditActor): Promise<MessageBody> {
      await changeReview(id, { actor, kind: 'review.delete' }, (tx, productId) =>
        reviewRepo.deleteReview(tx, id, productId),
      );
      return { message: 'Review deleted' };
    },

    /** A signed-in shopper reports a shown review of this product, once. */
    async report(shopper: AuthUser, productId: string, reviewId: string): Promise<MessageBody> {
      if (!isUuid(productId) || !isUuid(reviewId)) throw new NotFoundError(REVIEW_NOT_FOUND);
      if (!(await reviewRepo.isShownReviewOf(db, reviewId, productId)))
        throw new NotFoundError(REVIEW_NOT_FOUND);
      // A review deleted in between fails the foreign key: the same 404.
      const added = await reviewRepo.insertReport(db, reviewId, shopper.id).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw new NotFoundError(REVIEW_NOT_FOUND);
        throw error;
      });
      if (!added) throw new ValidationError(REVIEW_ALREADY_REPORTED);
      return { message: REVIEW_REPORTED };
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
