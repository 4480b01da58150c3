import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import {
  adminProductsQueryOptions,
  useDeleteProduct,
  ConfirmDeletion,
  AdminProductToolbar,
} from '../features/admin/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { pageFromParam, Paginate } from '../components/paginate.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { AdminProductSummary } from '../contract/products.ts';
import { formatPrice } from '../contract/money.ts';
import { DataTable, DeleteRowButton, rowLink, tableCell } from '../components/data-table.tsx';
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

/** How a product is named in buttons and the dialog; a fresh draft has no name yet. */
function labelOf(product: AdminProductSummary): string {
  return product.name || `untitled draft ${product._id.slice(0, 8)}`;
}

/** The heading with Create Product, which works even when the list failed to load. */
function ProductsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title="Products | Easy-Buy" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Products</h1>
        <Link to="/admin/product/new" className={primaryButton}>
          <span aria-hidden="true">+ </span>Create Product
        </Link>
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

  return (
    <ProductsFrame>
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
          <DataTable
            columns={['Image', 'ID', 'Name', 'Price', 'Stock', 'Category', 'Brand']}
            actionsLabel="Actions"
            minWidth="min-w-[880px]"
          >
            {data.products.map((product) => (
              <tr key={product._id}>
                <td className={tableCell}>
                  {/* Decorative: the name is in the same row. */}
                  <img
                    src={product.image}
                    alt=""
                    width={48}
                    height={36}
                    loading="lazy"
                    className="h-9 w-12 rounded object-cover"
                  />
                </td>
                <td className={`${tableCell} font-mono text-xs`}>{product._id}</td>
                <td className={tableCell}>
                  {product.name || <span className="italic text-slate-600">Untitled</span>}
                  {product.isDraft && (
                    <span className="ml-2 rounded-full border border-amber-700 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      Draft
                    </span>
                  )}
                </td>
                <td className={`${tableCell} tabular-nums`}>{formatPrice(product.price)}</td>
                <td className={`${tableCell} tabular-nums`}>
                  {product.countInStock > 0 ? (
                    product.countInStock
                  ) : (
                    <span className="font-semibold text-red-700">Out of stock</span>
                  )}
                </td>
                <td className={tableCell}>{product.category}</td>
                <td className={tableCell}>{product.brand}</td>
                <td className={`${tableCell} whitespace-nowrap`}>
                  <Link
                    to="/admin/product/$id/edit"
                    params={{ id: product._id }}
                    aria-label={`Edit ${labelOf(product)}`}
                    className={`mr-2 ${rowLink}`}
                  >
                    Edit
                  </Link>
                  <DeleteRowButton label={labelOf(product)} onClick={() => setToDelete(product)} />
                </td>
              </tr>
            ))}
          </DataTable>
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
