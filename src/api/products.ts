import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductList, ProductSummary } from '../contract/products.ts';
import { api } from './client.ts';

export interface ProductListParams {
  keyword: string;
  pageNumber: number;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  top: () => [...productKeys.all, 'top'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

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
