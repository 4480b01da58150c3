import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { TOTAL_PAGES_HEADER } from '../../contract/headers.ts';
import type { AdminReview } from '../../contract/moderation.ts';
import type { StaffSettings } from '../../contract/role-schemas.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { productKeys } from '../../api/query-keys.ts';

/** What narrows the moderation list (docs/staff.md#review-moderation). */
export interface AdminReviewParams {
  pageNumber: number;
  rating?: number | undefined;
  product?: string | undefined;
}

export interface AdminReviewPage {
  reviews: AdminReview[];
  page: number;
  pages: number;
}

const moderationKeys = {
  all: ['admin-reviews'] as const,
  list: (params: AdminReviewParams) => [...moderationKeys.all, params] as const,
};
const staffSettingsKey = ['staff-settings'] as const;

export async function getAdminReviews(params: AdminReviewParams): Promise<AdminReviewPage> {
  const response = await api.get('admin/reviews', {
    ...signsOutOnTokenFailure,
    searchParams: {
      pageNumber: params.pageNumber,
      ...(params.rating ? { rating: params.rating } : {}),
      ...(params.product ? { product: params.product } : {}),
    },
  });
  const pages = Number(response.headers.get(TOTAL_PAGES_HEADER));
  return {
    reviews: await response.json<AdminReview[]>(),
    page: params.pageNumber,
    pages: Number.isInteger(pages) && pages >= 1 ? pages : 1,
  };
}

export const adminReviewsQueryOptions = (params: AdminReviewParams) =>
  queryOptions({ queryKey: moderationKeys.list(params), queryFn: () => getAdminReviews(params) });

const setReviewHidden = ({ id, hidden }: { id: string; hidden: boolean }) =>
  api
    .put(`admin/reviews/${encodeURIComponent(id)}`, { json: { hidden }, ...signsOutOnTokenFailure })
    .json<{ message: string }>();

const deleteReview = (id: string) =>
  api.delete(`admin/reviews/${encodeURIComponent(id)}`, signsOutOnTokenFailure).json<{ message: string }>();

/** After a change the list is read again, and the product pages' ratings are stale. */
function useModerationChange<T>(mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
    },
  });
}

export const useSetReviewHidden = () => useModerationChange(setReviewHidden);
export const useDeleteReview = () => useModerationChange(deleteReview);

const getStaffSettings = () => api.get('admin/settings/staff', signsOutOnTokenFailure).json<StaffSettings>();
const putStaffSettings = (settings: StaffSettings) =>
  api.put('admin/settings/staff', { json: settings, ...signsOutOnTokenFailure }).json<StaffSettings>();

export const staffSettingsQueryOptions = () =>
  queryOptions({ queryKey: staffSettingsKey, queryFn: getStaffSettings });

export function useUpdateStaffSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putStaffSettings,
    onSuccess: (settings) => queryClient.setQueryData(staffSettingsKey, settings),
  });
}
