import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/search/$keyword/')({
  component: SearchResults,
});

function SearchResults() {
  const { keyword } = Route.useParams();
  return <ProductListScreen keyword={keyword} />;
}
