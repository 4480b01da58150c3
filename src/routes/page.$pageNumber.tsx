import { createFileRoute } from '@tanstack/react-router';
import { loadProductList, ProductListError, ProductListScreen } from '../features/catalogue/index.ts';
import { pageFromParam } from '../components/paginate.tsx';
import { validateCatalogueSearch } from '../lib/catalogue-search.ts';

export const Route = createFileRoute('/page/$pageNumber')({
  validateSearch: validateCatalogueSearch,
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) =>
    loadProductList(
      context.queryClient,
      {
        keyword: '',
        pageNumber: pageFromParam(params.pageNumber),
        ...deps,
      },
      cause,
    ),
  errorComponent: ProductListError,
  component: HomePage,
});

function HomePage() {
  const { pageNumber } = Route.useParams();
  return <ProductListScreen pageNumber={pageFromParam(pageNumber)} {...Route.useSearch()} />;
}
