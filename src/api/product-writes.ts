import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductList } from '../contract/products.ts';
import type { ProductInput, ReviewInput } from '../contract/product-rules.ts';
import { api, sessionApi } from './client.ts';
import { productKeys } from './products.ts';
import { adminProductKeysRoot } from './query-keys.ts';

/**
 * Products, continued: the admin's view and every write. Apart from products.ts so the home page,
 * which only reads the catalogue, does not load mutation code it never runs.
 */

/**
 * The admin's view (drafts included) is cached apart from the shoppers' view, never mixed with it.
 */
export const adminProductKeys = {
  all: adminProductKeysRoot,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (pageNumber: number) => [...adminProductKeys.lists(), pageNumber] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
};

export const getAdminProducts = (pageNumber: number) =>
  sessionApi.get('admin/products', { searchParams: { pageNumber } }).json<AdminProductList>();
export const getAdminProduct = (id: string) =>
  sessionApi.get(`admin/products/${encodeURIComponent(id)}`).json<AdminProduct>();

// Create, update and review sign the user out on 'Not authorized, token failed'; delete does not (spec §8).
export const createProduct = () => sessionApi.post('products').json<AdminProduct>();
export const updateProduct = ({ _id, ...product }: ProductInput & { _id: string }) =>
  sessionApi.put(`products/${encodeURIComponent(_id)}`, { json: product }).json<AdminProduct>();
export const deleteProduct = (id: string) =>
  api.delete(`products/${encodeURIComponent(id)}`).json<{ message: string }>();
export const createReview = ({ productId, ...review }: ReviewInput & { productId: string }) =>
  sessionApi
    .post(`products/${encodeURIComponent(productId)}/reviews`, { json: review })
    .json<{ message: string }>();

export const adminProductsQueryOptions = (pageNumber: number) =>
  queryOptions({ queryKey: adminProductKeys.list(pageNumber), queryFn: () => getAdminProducts(pageNumber) });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminProductKeys.detail(id), queryFn: () => getAdminProduct(id) });

export function useAdminProducts(pageNumber: number) {
  return useQuery(adminProductsQueryOptions(pageNumber));
}

export function useAdminProduct(id: string) {
  return useQuery(adminProductQueryOptions(id));
}

/** The new draft is cached for its edit screen, which the caller opens next. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product._id), product);
      return queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
    },
  });
}

/** Saving publishes: every product view (store and admin) may have changed. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      const saved = adminProductKeys.detail(product._id);
      queryClient.setQueryData(saved, product);
      return queryClient.invalidateQueries({
        queryKey: productKeys.all,
        // The edit screen already has the answer; everything else is refetched.
        predicate: (query) => query.queryHash !== hashKey(saved),
      });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: adminProductKeys.detail(id) });
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

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
