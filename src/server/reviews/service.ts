import { isUuid } from '../../contract/ids.ts';
import type { MessageBody, ReviewBody } from '../../contract/products.ts';
import { reviewFieldErrors } from '../../contract/product-rules.ts';
import type { AuthUser } from '../auth/index.ts';
import { type Db, isUniqueViolation, transaction, lockUser } from '../db/index.ts';
import { NotFoundError, TokenFailedError, ValidationError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import * as reviewRepo from './repo.ts';

const NOT_FOUND = 'Product not found';
export const ALREADY_REVIEWED = 'Product already reviewed';

export function createReviewService(db: Db, options: { cache: ReadCache }) {
  return {
    /**
     * One review per user and product: the database's unique constraint decides, so parallel
     * attempts cannot both succeed. The author's row is locked first, so an author deleted
     * meanwhile gets 401 (as any request of theirs would) and never a review their deletion
     * misses; then the product's row, so reviews of one product are counted one after another and
     * its rating always matches its reviews.
     */
    async add(author: AuthUser, productId: string, body: ReviewBody): Promise<MessageBody> {
      const problems = Object.values(reviewFieldErrors(body));
      if (problems.length > 0) throw new ValidationError(problems.join('; '));
      if (!isUuid(productId)) throw new NotFoundError(NOT_FOUND);
      try {
        await transaction(db, async (tx) => {
          // KEY SHARE: deleting a user locks the user first, then recomputes the products they
          // reviewed, so a review either lands before the deletion starts (and is counted out
          // with it) or finds its author gone.
          if (!(await lockUser(tx, author.id, 'key share'))) throw new TokenFailedError();
          if (!(await reviewRepo.lockPublished(tx, productId))) throw new NotFoundError(NOT_FOUND);
          await reviewRepo.insertReview(tx, {
            productId,
            userId: author.id,
            name: author.name,
            rating: body.rating,
            comment: body.comment.trim(),
            verifiedPurchase: await reviewRepo.hasPaidOrderFor(tx, author.id, productId),
          });
          await reviewRepo.recomputeRatings(tx, [productId]);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationError(ALREADY_REVIEWED);
        throw error;
      }
      options.cache.clear();
      return { message: 'Review added' };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
