import { Link } from '@tanstack/react-router';
import type { Order } from '../contract/orders.ts';
import { formatPrice } from '../contract/money.ts';
import { formatDate } from '../lib/dates.ts';
import { DataTable, rowLink, tableCell } from './data-table.tsx';

function Flag({ at, label, status }: { at: string | null; label: string; status: Order['status'] }) {
  if (at) return <span className="text-emerald-800">{formatDate(at)}</span>;
  return <span className="text-red-700">{status === 'cancelled' ? 'Cancelled' : `Not ${label}`}</span>;
}

/** Orders as a table: the customer's own (profile) or everyone's (admin, with the customer column). */
export function OrdersTable({ orders, showUser = false }: { orders: Order[]; showUser?: boolean }) {
  return (
    <DataTable
      columns={['ID', ...(showUser ? ['User'] : []), 'Date', 'Total', 'Paid', 'Delivered']}
      actionsLabel="Details"
    >
      {orders.map((order) => (
        <tr key={order._id}>
          <td className={`${tableCell} font-mono text-xs`}>{order._id}</td>
          {showUser && <td className={tableCell}>{order.user?.name ?? 'Deleted customer'}</td>}
          <td className={tableCell}>{formatDate(order.createdAt)}</td>
          <td className={tableCell}>{formatPrice(order.totalPrice)}</td>
          <td className={tableCell}>
            <Flag at={order.paidAt} label="paid" status={order.status} />
          </td>
          <td className={tableCell}>
            <Flag at={order.deliveredAt} label="delivered" status={order.status} />
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
