import { createFileRoute } from '@tanstack/react-router';
import { loadProductList } from '../api/products.ts';
import { pageFromParam } from '../components/paginate.tsx';
import { ProductListError, ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/search/$keyword/page/$pageNumber')({
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loader: ({ context, params }) =>
    loadProductList(context.queryClient, {
      keyword: params.keyword,
      pageNumber: pageFromParam(params.pageNumber),
    }),
  errorComponent: ProductListError,
  component: SearchResultsPage,
});

function SearchResultsPage() {
  const { keyword, pageNumber } = Route.useParams();
  return <ProductListScreen keyword={keyword} pageNumber={pageFromParam(pageNumber)} />;
}
