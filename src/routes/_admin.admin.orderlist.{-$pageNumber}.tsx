import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  ordersQueryOptions,
  ExportOrdersButton,
  OrderFilters,
  type OrderFilterValues,
  OrdersTable,
} from '../features/orders/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { ORDERS_TITLE } from '../contract/page-titles.ts';
import { pageFromParam, Paginate } from '../components/paginate.tsx';
import { RouteError } from '../components/route-error.tsx';
import { ORDER_STATUSES, type OrderStatus } from '../contract/order-status.ts';
import { textParam } from '../lib/search-params.ts';

interface OrderListSearch {
  status?: OrderStatus | undefined;
  q?: string | undefined;
}

/** `?status=paid&q=10234`: the filter lives in the URL, so a view can be bookmarked and shared. */
const validateSearch = (search: Record<string, unknown>): OrderListSearch => ({
  status: ORDER_STATUSES.find((known) => known === search.status),
  q: textParam(search.q),
});

const filterOf = (search: OrderListSearch): OrderFilterValues => ({
  status: search.status,
  keyword: search.q,
});

/** /admin/orderlist and /admin/orderlist/{n}: every order, newest first, a page at a time. */
export const Route = createFileRoute('/_admin/admin/orderlist/{-$pageNumber}')({
  validateSearch,
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loaderDeps: ({ search }) => filterOf(search),
  loader: ({ context, params, deps }) =>
    ensureQueryData(
      context.queryClient,
      ordersQueryOptions({ pageNumber: pageFromParam(params.pageNumber), ...deps }),
    ),
  errorComponent: ({ error }) => (
    <OrdersFrame>
      <RouteError error={error} />
    </OrdersFrame>
  ),
  component: OrderListScreen,
});

function OrdersFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={ORDERS_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Orders</h1>
      {children}
    </>
  );
}

function OrderListScreen() {
  const pageNumber = pageFromParam(Route.useParams().pageNumber);
  const filter = filterOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(ordersQueryOptions({ pageNumber, ...filter }));
  const filtered = filter.status !== undefined || filter.keyword !== undefined;
  const apply = (next: OrderFilterValues) =>
    void navigate({
      to: '/admin/orderlist/{-$pageNumber}',
      params: { pageNumber: undefined },
      search: {
        ...(next.status ? { status: next.status } : {}),
        ...(next.keyword ? { q: next.keyword } : {}),
      },
    });
  return (
    <OrdersFrame>
      <OrderFilters values={filter} onApply={apply} />
      <div className="mb-4 flex justify-end">
        <ExportOrdersButton filter={filter} />
      </div>
      {data.orders.length === 0 ? (
        <Message>
          {filtered
            ? 'No orders match this view.'
            : pageNumber > 1
              ? 'There are no orders on this page.'
              : 'No orders yet.'}
        </Message>
      ) : (
        <>
          <OrdersTable orders={data.orders} showUser />
          <Paginate pages={data.pages} page={data.page} target={{ list: 'admin-orders' }} />
        </>
      )}
    </OrdersFrame>
  );
}
