import { createFileRoute } from '@tanstack/react-router';
import { loadProductList } from '../api/products.ts';
import { pageFromParam } from '../components/paginate.tsx';
import { ProductListError, ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/page/$pageNumber')({
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loader: ({ context, params }) =>
    loadProductList(context.queryClient, {
      keyword: '',
      pageNumber: pageFromParam(params.pageNumber),
    }),
  errorComponent: ProductListError,
  component: HomePage,
});

function HomePage() {
  const { pageNumber } = Route.useParams();
  return <ProductListScreen pageNumber={pageFromParam(pageNumber)} />;
}
