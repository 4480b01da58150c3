import { createFileRoute } from '@tanstack/react-router';
import { loadProductList, ProductListError, ProductListScreen } from '../features/catalogue/index.ts';
import { pageFromParam } from '../components/paginate.tsx';
import { validateCatalogueSearch } from '../lib/catalogue-search.ts';

export const Route = createFileRoute('/search/$keyword/page/$pageNumber')({
  validateSearch: validateCatalogueSearch,
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) =>
    loadProductList(
      context.queryClient,
      {
        keyword: params.keyword,
        pageNumber: pageFromParam(params.pageNumber),
        ...deps,
      },
      cause,
    ),
  errorComponent: ProductListError,
  component: SearchResultsPage,
});

function SearchResultsPage() {
  const { keyword, pageNumber } = Route.useParams();
  return (
    <ProductListScreen keyword={keyword} pageNumber={pageFromParam(pageNumber)} {...Route.useSearch()} />
  );
}
