import { createFileRoute } from '@tanstack/react-router';
import { loadProductList } from '../api/products.ts';
import { ProductListError, ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/search/$keyword/')({
  loader: ({ context, params }) =>
    loadProductList(context.queryClient, { keyword: params.keyword, pageNumber: 1 }),
  errorComponent: ProductListError,
  component: SearchResults,
});

function SearchResults() {
  const { keyword } = Route.useParams();
  return <ProductListScreen keyword={keyword} />;
}
