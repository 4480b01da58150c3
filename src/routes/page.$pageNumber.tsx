import { createFileRoute, notFound } from '@tanstack/react-router';
import { parsePageNumber } from '../components/paginate.tsx';
import { ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/page/$pageNumber')({
  beforeLoad: ({ params }) => {
    if (parsePageNumber(params.pageNumber) === undefined) throw notFound();
  },
  component: HomePage,
});

function HomePage() {
  const { pageNumber } = Route.useParams();
  return <ProductListScreen pageNumber={parsePageNumber(pageNumber)} />;
}
