import { createFileRoute, notFound } from '@tanstack/react-router';
import { AdminProductListScreen } from '../components/admin-product-list-screen.tsx';
import { parsePageNumber } from '../components/paginate.tsx';

export const Route = createFileRoute('/_admin/admin/productlist/$pageNumber')({
  beforeLoad: ({ params }) => {
    if (parsePageNumber(params.pageNumber) === undefined) throw notFound();
  },
  component: ProductListPage,
});

function ProductListPage() {
  const { pageNumber } = Route.useParams();
  return <AdminProductListScreen pageNumber={parsePageNumber(pageNumber) ?? 1} />;
}
