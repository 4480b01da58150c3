import { createFileRoute } from '@tanstack/react-router';
import { loadProductList, ProductListError, ProductListScreen } from '../features/catalogue/index.ts';
import { validateCatalogueSearch } from '../lib/catalogue-search.ts';

export const Route = createFileRoute('/search/$keyword/')({
  validateSearch: validateCatalogueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) =>
    loadProductList(context.queryClient, { keyword: params.keyword, pageNumber: 1, ...deps }, cause),
  errorComponent: ProductListError,
  component: SearchResults,
});

function SearchResults() {
  const { keyword } = Route.useParams();
  return <ProductListScreen keyword={keyword} {...Route.useSearch()} />;
}
