import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ordersQueryOptions } from '../api/orders.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { pageFromParam, Paginate } from '../components/paginate.tsx';
import { RouteError } from '../components/route-error.tsx';

/** /admin/orderlist and /admin/orderlist/{n}: every order, newest first, a page at a time. */
export const Route = createFileRoute('/_admin/admin/orderlist/{-$pageNumber}')({
  beforeLoad: ({ params }) => void pageFromParam(params.pageNumber),
  loader: ({ context, params }) =>
    ensureQueryData(context.queryClient, ordersQueryOptions(pageFromParam(params.pageNumber))),
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
      <Meta title="Orders | Easy-Buy" />
      <h1 className="mb-6 text-2xl font-bold">Orders</h1>
      {children}
    </>
  );
}

function OrderListScreen() {
  const pageNumber = pageFromParam(Route.useParams().pageNumber);
  const { data } = useSuspenseQuery(ordersQueryOptions(pageNumber));
  return (
    <OrdersFrame>
      {data.orders.length === 0 ? (
        <Message>{pageNumber > 1 ? 'There are no orders on this page.' : 'No orders yet.'}</Message>
      ) : (
        <>
          <OrdersTable orders={data.orders} showUser />
          <Paginate pages={data.pages} page={data.page} target={{ list: 'admin-orders' }} />
        </>
      )}
    </OrdersFrame>
  );
}
