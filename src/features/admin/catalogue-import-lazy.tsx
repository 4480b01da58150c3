import { lazy, Suspense } from 'react';

const CatalogueImport = lazy(() => import('./catalogue-import.tsx'));

/** Export CSV and Import CSV, their code loaded with the product list only when shown. */
export function CatalogueImportExport() {
  return (
    <Suspense fallback={null}>
      <CatalogueImport />
    </Suspense>
  );
}
