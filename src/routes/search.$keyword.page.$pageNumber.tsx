import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadProductList } from '../api/products.ts';
import { parsePageNumber } from '../components/paginate.tsx';
import { ProductListError, ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/search/$keyword/page/$pageNumber')({
  beforeLoad: ({ params }) => {
    if (parsePageNumber(params.pageNumber) === undefined) throw notFound();
  },
  loader: ({ context, params }) =>
    loadProductList(context.queryClient, {
      keyword: params.keyword,
      pageNumber: parsePageNumber(params.pageNumber) ?? 1,
    }),
  errorComponent: ProductListError,
  component: SearchResultsPage,
});

function SearchResultsPage() {
  const { keyword, pageNumber } = Route.useParams();
  return <ProductListScreen keyword={keyword} pageNumber={parsePageNumber(pageNumber)} />;
}
