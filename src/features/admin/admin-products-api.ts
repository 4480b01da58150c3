import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '../../contract/errors.ts';
import type {
  AdminProductDetails as AdminProduct,
  AdminProductList,
  ProductBody,
} from '../../contract/products.ts';
import type { ProductInput } from '../../contract/product-rules.ts';
import { api, errorCode, signsOutOnTokenFailure } from '../../api/client.ts';
import { adminProductKeys, productKeys, type AdminProductListParams } from '../../api/query-keys.ts';

/**
 * The admin's catalogue: its reads (drafts included) and the writes. Apart from products.ts so the
 * home page, which only reads the catalogue, does not load mutation code it never runs.
 */

export type { AdminProduct };

/**
 * What a save adds to the product's own fields: its options and variants, its specs and its photos,
 * each whole and each absent when it stays as it is (docs/catalogue.md#variants, #specs, #gallery).
 */
export type ProductDepth = Pick<ProductBody, 'options' | 'variants' | 'specs' | 'images'>;

/** Everything the product form sends. */
export type ProductFormInput = ProductInput & ProductDepth;

/**
 * A save: the whole product, and the `version` it was read at. Sent back, the version lets the
 * server refuse a save made from a stale read (409 CONFLICT) instead of overwriting what changed
 * meanwhile, such as stock that orders moved.
 */
export type ProductSave = ProductFormInput & { _id: string; version: number };

export const getAdminProducts = ({ pageNumber, keyword, sort }: AdminProductListParams) =>
  api
    .get('admin/products', {
      searchParams: { pageNumber, ...(keyword ? { keyword } : {}), ...(sort ? { sort } : {}) },
      ...signsOutOnTokenFailure,
    })
    .json<AdminProductList>();
export const getAdminProduct = (id: string) =>
  api.get(`admin/products/${encodeURIComponent(id)}`, signsOutOnTokenFailure).json<AdminProduct>();

// Create and update sign the user out on a refused token; delete does not (the list in docs/architecture.md §4).
/** The storefront's Create Product: the whole product, published at once (no draft is left behind). */
export const createPublishedProduct = (product: ProductFormInput) =>
  api.post('admin/products', { json: product, ...signsOutOnTokenFailure }).json<AdminProduct>();
export const updateProduct = ({ _id, ...product }: ProductSave) =>
  api
    .put(`products/${encodeURIComponent(_id)}`, { json: product, ...signsOutOnTokenFailure })
    .json<AdminProduct>();
export const deleteProduct = (id: string) =>
  api.delete(`products/${encodeURIComponent(id)}`).json<{ message: string }>();
export const adminProductsQueryOptions = (params: AdminProductListParams) =>
  queryOptions({ queryKey: adminProductKeys.list(params), queryFn: () => getAdminProducts(params) });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminProductKeys.detail(id), queryFn: () => getAdminProduct(id) });

/** A new product is published: every product view may have changed; its edit screen has it. */
export function useCreatePublishedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPublishedProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product._id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

/**
 * Saving publishes: every product view (store and admin) may have changed. A save refused because
 * the product changed since it was read reloads it, so the form shows what the server now holds.
 */
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
    onError: (error, { _id }) => {
      if (errorCode(error) === ERROR_CODES.conflict) {
        void queryClient.invalidateQueries({ queryKey: adminProductKeys.detail(_id) });
      }
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
