import { createFileRoute } from '@tanstack/react-router';
import {
  loadProductList,
  ProductListError,
  ProductListScreen,
  RecentlyViewed,
} from '../features/catalogue/index.ts';
import { validateCatalogueSearch } from '../lib/catalogue-search.ts';

export const Route = createFileRoute('/')({
  validateSearch: validateCatalogueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadProductList(context.queryClient, { keyword: '', pageNumber: 1, ...deps }, cause),
  errorComponent: ProductListError,
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <ProductListScreen {...Route.useSearch()} />
      <RecentlyViewed />
    </>
  );
}
