import { Link } from '@tanstack/react-router';
import type { Order } from '../../contract/orders.ts';
import { formatPrice } from '../../contract/money.ts';
import { formatDate } from '../../lib/dates.ts';
import { DataTable, rowLink, tableCell } from '../../components/data-table.tsx';
import { orderNumberLabel } from './order-status.tsx';

function Flag({ at, label, status }: { at: string | null; label: string; status: Order['status'] }) {
  if (at) return <span className="text-emerald-800">{formatDate(at)}</span>;
  // Not paid yet is the normal state of a fresh order: quiet text, not an alarm.
  return <span className="text-slate-700">{status === 'cancelled' ? 'Cancelled' : `Not ${label}`}</span>;
}

/** Orders as a table: the customer's own (profile) or everyone's (admin, with the customer column). */
export function OrdersTable({ orders, showUser = false }: { orders: Order[]; showUser?: boolean }) {
  return (
    <DataTable
      columns={['Order', 'ID', ...(showUser ? ['User'] : []), 'Date', 'Total', 'Paid', 'Delivered']}
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
