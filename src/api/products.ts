import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Product, ProductList, ProductSummary } from '../contract/products.ts';
import { api } from './client.ts';
import { ensureQueryData, prefetch } from './query-client.ts';
import { productKeys, type ProductListParams } from './query-keys.ts';

export function getProducts({ keyword, pageNumber }: ProductListParams): Promise<ProductList> {
  return api.get('products', { searchParams: { keyword, pageNumber } }).json<ProductList>();
}

export function getTopProducts(): Promise<ProductSummary[]> {
  return api.get('products/top').json<ProductSummary[]>();
}

export function getProduct(id: string): Promise<Product> {
  return api.get(`products/${encodeURIComponent(id)}`).json<Product>();
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: productKeys.list(params), queryFn: () => getProducts(params) });

export const topProductsQueryOptions = () =>
  queryOptions({ queryKey: productKeys.top(), queryFn: getTopProducts });

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });

export function useProducts(params: ProductListParams) {
  return useQuery(productsQueryOptions(params));
}

export function useTopProducts() {
  return useQuery(topProductsQueryOptions());
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

/**
 * The loader of home, paged home and search results: the list is awaited; the carousel's top
 * products (home only) start loading beside it, and the carousel shows their spinner or error
 * itself, so a failing carousel never hides the list.
 */
export function loadProductList(queryClient: QueryClient, params: ProductListParams) {
  if (!params.keyword) prefetch(queryClient, topProductsQueryOptions());
  return ensureQueryData(queryClient, productsQueryOptions(params));
}
