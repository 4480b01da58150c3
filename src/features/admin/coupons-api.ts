import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponInput } from '../../contract/coupons.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';

/** The owner's coupons and promotions (docs/admin.md#coupons), as `/api/admin/coupons` keeps them. */

export type { Coupon, CouponInput };

const couponKeys = { all: ['admin-coupons'] as const };

const getCoupons = () => api.get('admin/coupons', signsOutOnTokenFailure).json<Coupon[]>();

/** A save: a new coupon (no `id`) or the whole of an existing one, which PUT replaces. */
export interface CouponSave {
  id?: string | undefined;
  input: CouponInput;
}

const saveCoupon = ({ id, input }: CouponSave) =>
  id === undefined
    ? api.post('admin/coupons', { json: input, ...signsOutOnTokenFailure }).json<Coupon>()
    : api
        .put(`admin/coupons/${encodeURIComponent(id)}`, { json: input, ...signsOutOnTokenFailure })
        .json<Coupon>();

const deleteCoupon = (id: string) =>
  api.delete(`admin/coupons/${encodeURIComponent(id)}`, signsOutOnTokenFailure).json<{ message: string }>();

export const couponsQueryOptions = () => queryOptions({ queryKey: couponKeys.all, queryFn: getCoupons });

/** What PUT needs to leave a coupon as it is: every field it holds, uses and dates of record aside. */
export function couponInputOf(coupon: Coupon): CouponInput {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    minSubtotal: coupon.minSubtotal,
    startsAt: coupon.startsAt,
    endsAt: coupon.endsAt,
    maxUses: coupon.maxUses,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    active: coupon.active,
    scope: coupon.scope,
  };
}

/** After any write the list is read again: uses and the server's own description may have moved. */
function useCouponChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

export const useSaveCoupon = () => useCouponChange(saveCoupon);
export const useDeleteCoupon = () => useCouponChange(deleteCoupon);
/** Pause (false) or resume (true): the coupon sent back whole with only `active` changed. */
export const useSetCouponActive = () =>
  useCouponChange(({ coupon, active }: { coupon: Coupon; active: boolean }) =>
    saveCoupon({ id: coupon._id, input: { ...couponInputOf(coupon), active } }),
  );
