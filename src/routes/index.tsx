import { createFileRoute } from '@tanstack/react-router';
import { loadProductList } from '../api/products.ts';
import { ProductListError, ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadProductList(context.queryClient, { keyword: '', pageNumber: 1 }),
  errorComponent: ProductListError,
  component: () => <ProductListScreen />,
});
