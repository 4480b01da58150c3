import { createFileRoute } from '@tanstack/react-router';
import { CompareScreen, validateCompareSearch } from '../features/catalogue/index.ts';

/**
 * The comparison (docs/catalogue.md#comparison). Its screen is split into a chunk of its own by
 * the router's code splitting, so it loads when first opened and never with the home page.
 */
export const Route = createFileRoute('/compare')({
  validateSearch: validateCompareSearch,
  component: CompareRoute,
});

function CompareRoute() {
  const { ids } = Route.useSearch();
  return <CompareScreen ids={ids} />;
}
