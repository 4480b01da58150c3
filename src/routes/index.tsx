import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/')({
  component: () => <ProductListScreen />,
});
