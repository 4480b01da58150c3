import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '../../contract/product-rules.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { productKeys } from '../../api/query-keys.ts';

/** Reviewing is on the list (docs/architecture.md §4) of calls that sign out on a refused token. */
export const createReview = ({ productId, ...review }: ReviewInput & { productId: string }) =>
  api
    .post(`products/${encodeURIComponent(productId)}/reviews`, { json: review, ...signsOutOnTokenFailure })
    .json<{ message: string }>();

/**
 * Stays pending until the product has been fetched again, so the new review, rating and count
 * appear together with the success message.
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async (_result, { productId }) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
      // Lists and the carousel show ratings too; they refresh when next shown.
      void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
    },
  });
}

/** A signed-in shopper reports a review, once (docs/staff.md#review-moderation). */
export const reportReview = ({ productId, reviewId }: { productId: string; reviewId: string }) =>
  api
    .post(`products/${encodeURIComponent(productId)}/reviews/${encodeURIComponent(reviewId)}/report`, {
      ...signsOutOnTokenFailure,
    })
    .json<{ message: string }>();

export function useReportReview() {
  return useMutation({ mutationFn: reportReview });
}
