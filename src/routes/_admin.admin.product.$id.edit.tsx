import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  adminProductQueryOptions,
  useUpdateProduct,
  PriceHistorySection,
  ProductForm,
  ProductFormFrame,
} from '../features/admin/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { Message } from '../components/message.tsx';
import { RouteError } from '../components/route-error.tsx';

export const Route = createFileRoute('/_admin/admin/product/$id/edit')({
  // `created`: the product was just made by Create Product, which says so here.
  validateSearch: (search: Record<string, unknown>): { created?: true } =>
    search.created === true ? { created: true } : {},
  loader: ({ context, params }) => ensureQueryData(context.queryClient, adminProductQueryOptions(params.id)),
  errorComponent: ({ error }) => (
    <ProductEditFrame>
      <RouteError error={error} />
    </ProductEditFrame>
  ),
  component: ProductEditScreen,
});

function ProductEditFrame({ children }: { children: ReactNode }) {
  return <ProductFormFrame title="Edit Product">{children}</ProductFormFrame>;
}

function ProductEditScreen() {
  const { id } = Route.useParams();
  const { data: product } = useSuspenseQuery(adminProductQueryOptions(id));
  const update = useUpdateProduct();
  const { created } = Route.useSearch();
  return (
    <ProductEditFrame>
      {created && update.isIdle && (
        <Message variant="success">
          Product created.{' '}
          <Link to="/product/$id" params={{ id }} className="font-semibold text-emerald-900 underline">
            View in store
          </Link>
        </Message>
      )}
      {product.isDraft && (
        <p className="mb-4 text-slate-700">A draft: shoppers will see it once you save it.</p>
      )}
      {/* A save, or a reload after a refused one, replaces the product; the form starts again
          from what the server holds. */}
      <ProductForm
        key={`${product.updatedAt}|${String(product.version)}`}
        product={product}
        // The version it was read at: a save from a stale read is refused, not applied over newer data.
        save={(input) => update.mutate({ _id: product._id, version: product.version, ...input })}
        update={update}
      />
      {!product.isDraft && <PriceHistorySection productId={product._id} />}
    </ProductEditFrame>
  );
}
