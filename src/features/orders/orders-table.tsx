import { Link } from '@tanstack/react-router';
import type { Order } from '../../contract/orders.ts';
import { formatPrice } from '../../contract/money.ts';
import { formatDate } from '../../lib/dates.ts';
import { DataTable, rowLink, tableCell } from '../../components/data-table.tsx';
import { OrderStatusBadge, orderNumberLabel } from './order-status.tsx';

/** When the order reached its present state, where that state has a moment of its own. */
function stateDate(order: Order): string | null {
  switch (order.status) {
    case 'paid':
      return order.paidAt;
    case 'delivered':
      return order.deliveredAt;
    case 'cancelled':
      return order.cancelledAt;
    case 'refunded':
      return order.refundedAt;
    default:
      return null;
  }
}

/** The status badge, and under it the day the order got there: one cell, so a phone's row shows it. */
function StatusCell({ order }: { order: Order }) {
  const at = stateDate(order);
  return (
    <span className="flex flex-col items-end gap-1 sm:items-start">
      <OrderStatusBadge status={order.status} small />
      {at && <span className="text-xs text-slate-700">{formatDate(at)}</span>}
    </span>
  );
}

/** Orders as a table: the customer's own (profile) or everyone's (admin, with the customer column). */
export function OrdersTable({ orders, showUser = false }: { orders: Order[]; showUser?: boolean }) {
  return (
    <DataTable
      columns={['Order', 'ID', ...(showUser ? ['User'] : []), 'Date', 'Total', 'Status']}
      actionsLabel="Details"
    >
      {orders.map((order) => (
        <tr key={order._id}>
          <td className={`${tableCell} whitespace-nowrap font-semibold`}>{orderNumberLabel(order)}</td>
          <td className={`${tableCell} break-all font-mono text-xs`}>{order._id}</td>
          {showUser && <td className={tableCell}>{order.user?.name ?? 'Deleted customer'}</td>}
          <td className={tableCell}>{formatDate(order.createdAt)}</td>
          <td className={tableCell}>{formatPrice(order.totalPrice)}</td>
          <td className={tableCell}>
            <StatusCell order={order} />
          </td>
          <td className={tableCell}>
            <Link
              to="/order/$id"
              params={{ id: order._id }}
              aria-label={`Details of order ${order._id}`}
              className={rowLink}
            >
              Details
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
