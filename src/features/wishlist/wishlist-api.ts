import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '../../contract/wishlist.ts';
import { useSession } from '../../stores/session.ts';
import { api, signsOutOnTokenFailure } from '../../api/client.ts';
import { wishlistKeys } from '../../api/query-keys.ts';

const path = (productId: string) => `wishlist/${encodeURIComponent(productId)}`;

export const getWishlist = () => api.get('wishlist', signsOutOnTokenFailure).json<Wishlist>();
export const saveToWishlist = (productId: string) =>
  api.put(path(productId), signsOutOnTokenFailure).json<Wishlist>();
export const removeFromWishlist = (productId: string) =>
  api.delete(path(productId), signsOutOnTokenFailure).json<Wishlist>();

export const wishlistQueryOptions = () => queryOptions({ queryKey: wishlistKeys.all, queryFn: getWishlist });

/** The signed-in customer's wishlist; visitors have none and nothing is asked. */
export function useWishlist() {
  const signedIn = useSession((state) => state.userInfo !== null);
  return useQuery({ ...wishlistQueryOptions(), enabled: signedIn });
}

export interface WishlistChange {
  productId: string;
  /** True saves the product, false removes it. */
  save: boolean;
}

/** Saves or removes one product; the server answers with the whole list, which becomes the cache. */
export function useChangeWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, save }: WishlistChange) =>
      save ? saveToWishlist(productId) : removeFromWishlist(productId),
    onSuccess: (wishlist) => queryClient.setQueryData(wishlistKeys.all, wishlist),
  });
}
