import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import {
  adminProductsQueryOptions,
  useDeleteProduct,
  ConfirmDeletion,
  AdminProductToolbar,
  useStaffCan,
  AdminProductsTable,
  CatalogueImportExport,
} from '../features/admin/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { PRODUCTS_TITLE } from '../contract/page-titles.ts';
import { pageFromParam, Paginate } from '../components/paginate.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { AdminProductSummary } from '../contract/products.ts';
import { validateAdminProductSearch } from '../lib/admin-product-search.ts';

/** /admin/productlist and /admin/productlist/{n}: one route, the page number optional. */
export const Route = createFileRoute('/_admin/admin/productlist/{-$pageNumber}')({
  validateSearch: validateAdminProductSearch,
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    ensureQueryData(
      context.queryClient,
      adminProductsQueryOptions({ pageNumber: pageFromParam(params.pageNumber), ...deps }),
    ),
  errorComponent: ProductListError,
  component: ProductListScreen,
});

/** The heading with Create Product, which works even when the list failed to load. */
function ProductsFrame({ children }: { children: ReactNode }) {
  // Support reads the catalogue only (docs/staff.md).
  const mayCreate = useStaffCan('catalogue.write');
  return (
    <>
      <Meta title={PRODUCTS_TITLE} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Products</h1>
        {mayCreate && (
          <Link to="/admin/product/new" className={primaryButton}>
            <span aria-hidden="true">+ </span>Create Product
          </Link>
        )}
      </div>
      {children}
    </>
  );
}

function ProductListError({ error }: ErrorComponentProps) {
  return (
    <ProductsFrame>
      <RouteError error={error} />
    </ProductsFrame>
  );
}

/** Every product, drafts included, newest first unless another order is chosen; searchable. */
function ProductListScreen() {
  const pageNumber = pageFromParam(Route.useParams().pageNumber);
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(adminProductsQueryOptions({ pageNumber, ...search }));
  const navigate = useNavigate();
  const deletion = useDeleteProduct();
  const [toDelete, setToDelete] = useState<AdminProductSummary | null>(null);
  // Support reads the catalogue only: no import, and the export stays with the writers' tools.
  const mayImport = useStaffCan('catalogue.write');

  return (
    <ProductsFrame>
      {mayImport && <CatalogueImportExport />}
      {deletion.error && <Message variant="danger">{deletion.error.message}</Message>}
      {deletion.isSuccess && <Message variant="success">Product removed</Message>}
      <AdminProductToolbar
        search={search}
        onChange={(next) =>
          void navigate({
            to: '/admin/productlist/{-$pageNumber}',
            params: { pageNumber: undefined },
            search: next,
          })
        }
      />
      {data.products.length === 0 ? (
        <Message>
          {search.keyword
            ? `No products found for "${search.keyword}".`
            : pageNumber > 1
              ? 'There are no products on this page.'
              : 'No products yet: create the first one.'}
        </Message>
      ) : (
        <>
          <AdminProductsTable products={data.products} onDelete={setToDelete} />
          <Paginate pages={data.pages} page={data.page} target={{ list: 'admin-products', search }} />
        </>
      )}
      <ConfirmDeletion
        target={toDelete}
        title="Delete product?"
        describe={(product) =>
          `${product.name || 'This untitled draft'} will be removed from the store, with its reviews. Past orders keep their own copy. This cannot be undone.`
        }
        busy={deletion.isPending}
        onDelete={(id) => deletion.mutate(id, { onSettled: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </ProductsFrame>
  );
}
