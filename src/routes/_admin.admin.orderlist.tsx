import { createFileRoute } from '@tanstack/react-router';
import { useOrders } from '../api/orders.ts';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { OrdersTable } from '../components/orders-table.tsx';

export const Route = createFileRoute('/_admin/admin/orderlist')({
  component: OrderListScreen,
});

function OrderListScreen() {
  const { data: orders, isPending, error } = useOrders();
  return (
    <>
      <Meta title="Orders | Easy-Buy" />
      <h1 className="mb-6 text-2xl font-bold">Orders</h1>
      {isPending ? (
        <Loader />
      ) : error ? (
        <Message variant="danger">{error.message}</Message>
      ) : orders.length === 0 ? (
        <Message>No orders yet.</Message>
      ) : (
        <OrdersTable orders={orders} showUser />
      )}
    </>
  );
}
