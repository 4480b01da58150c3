import { createFileRoute, notFound } from '@tanstack/react-router';
import { parsePageNumber } from '../components/paginate.tsx';
import { ProductListScreen } from '../components/product-list-screen.tsx';

export const Route = createFileRoute('/search/$keyword/page/$pageNumber')({
  beforeLoad: ({ params }) => {
    if (parsePageNumber(params.pageNumber) === undefined) throw notFound();
  },
  component: SearchResultsPage,
});

function SearchResultsPage() {
  const { keyword, pageNumber } = Route.useParams();
  return <ProductListScreen keyword={keyword} pageNumber={parsePageNumber(pageNumber)} />;
}
