import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CatalogueList, CategoryList, RelatedProducts, Suggestions } from '../../contract/catalogue.ts';
import type { ProductDetails, ProductSummary } from '../../contract/products.ts';
import { hasFilters, searchableKeyword } from '../../lib/catalogue-search.ts';
import { api } from '../../api/client.ts';
import { ensureQueryData, prefetch } from '../../api/query-client.ts';
import { productKeys, type ProductListParams } from '../../api/query-keys.ts';

/**
 * The API's query for one list page: the same names as the address; `brand`, `spec`, `specMin`
 * and `specMax` repeated, one per value; absent filters left out. The keyword loses its quotes (see `searchableKeyword`).
 */
export function catalogueSearchParams(params: ProductListParams) {
  const { keyword, pageNumber, brand, category, minPrice, maxPrice, rating, inStock, sort } = params;
  const { spec, specMin, specMax } = params;
  const query = new URLSearchParams({ keyword: searchableKeyword(keyword), pageNumber: String(pageNumber) });
  const optional = { category, minPrice, maxPrice, rating, inStock, sort };
  for (const [name, value] of Object.entries(optional)) {
    if (value !== undefined) query.append(name, String(value));
  }
  const repeated = { brand, spec, specMin, specMax };
  for (const [name, values] of Object.entries(repeated)) {
    for (const value of values ?? []) query.append(name, value);
  }
  return query;
}

export function getProducts(params: ProductListParams): Promise<CatalogueList> {
  return api.get('products', { searchParams: catalogueSearchParams(params) }).json<CatalogueList>();
}

export function getCategories(): Promise<CategoryList> {
  return api.get('products/categories').json<CategoryList>();
}

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  return api.get('products/suggest', { searchParams: { q }, signal }).json<Suggestions>();
}

export function getRelatedProducts(id: string): Promise<RelatedProducts> {
  return api.get(`products/${encodeURIComponent(id)}/related`).json<RelatedProducts>();
}

export function getTopProducts(): Promise<ProductSummary[]> {
  return api.get('products/top').json<ProductSummary[]>();
}

/** A product's page: with its options and variants (`[]` for a product without). */
export function getProduct(id: string): Promise<ProductDetails> {
  return api.get(`products/${encodeURIComponent(id)}`).json<ProductDetails>();
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: productKeys.list(params), queryFn: () => getProducts(params) });

export const topProductsQueryOptions = () =>
  queryOptions({ queryKey: productKeys.top(), queryFn: getTopProducts });

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => getProduct(id) });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: getCategories,
    // Categories change only when an admin saves a product; a few minutes' staleness is fine.
    staleTime: 5 * 60_000,
  });

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: productKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 60_000,
  });

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.related(id), queryFn: () => getRelatedProducts(id) });

/** `enabled: false` waits (the header asks only once its menu is opened). */
export function useCategories({ enabled = true } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}

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
 *
 * A filter, sort or page change on the list already shown (`stay`) only starts the load: awaiting
 * it would let the router put its spinner in place of the screen after its pending delay, closing
 * the phone's filter sheet mid-choice. The screen keeps the old list, marked busy, until the new
 * one arrives (ProductListScreen).
 */
export function loadProductList(
  queryClient: QueryClient,
  params: ProductListParams,
  cause: 'enter' | 'stay' | 'preload' = 'enter',
) {
  if (!params.keyword && !hasFilters(params)) prefetch(queryClient, topProductsQueryOptions());
  if (cause === 'stay') {
    prefetch(queryClient, productsQueryOptions(params));
    return undefined;
  }
  return ensureQueryData(queryClient, productsQueryOptions(params));
}
