import { createFileRoute } from '@tanstack/react-router';
import { AdminProductListScreen } from '../components/admin-product-list-screen.tsx';

export const Route = createFileRoute('/_admin/admin/productlist/')({
  component: ProductListPage,
});

function ProductListPage() {
  return <AdminProductListScreen pageNumber={1} />;
}
