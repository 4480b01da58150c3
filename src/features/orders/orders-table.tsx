import { Link } from '@tanstack/react-router';
import type { Order } from '../../contract/orders.ts';
import { formatPrice } from '../../contract/money.ts';
import { formatDate } from '../../lib/dates.ts';
import { CompactList } from '../../components/compact-list.tsx';
import { DataTable, rowLink, tableCell } from '../../components/data-table.tsx';
import { useBelowMd } from '../../components/use-below-md.ts';
import { OrderStatusBadge, orderNumberLabel } from './order-status.tsx';

/** When the order reached its present state, where that state has a moment of its own. */
function stateDate(order: Order): string | null {
  switch (order.status) {
    case 'paid':
      return order.paidAt;
    case 'shipped':
      return order.shippedAt ?? null;
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

function DetailsLink({ order }: { order: Order }) {
  return (
    <Link
      to="/order/$id"
      params={{ id: order._id }}
      aria-label={`Details of order ${order._id}`}
      className={rowLink}
    >
      Details
    </Link>
  );
}

/**
 * Orders: the customer's own (profile) or everyone's (admin, with the customer). On a phone each
 * is a compact row led by its number and status badge, the rest under a tap; from md a table.
 */
export function OrdersTable({ orders, showUser = false }: { orders: Order[]; showUser?: boolean }) {
  const belowMd = useBelowMd();
  if (belowMd)
    return (
      <CompactList
        label="Orders"
        rows={orders.map((order) => {
          const at = stateDate(order);
          return {
            id: order._id,
            title: `${orderNumberLabel(order)} · ${formatPrice(order.totalPrice)}`,
            status: <OrderStatusBadge status={order.status} small />,
            action: <DetailsLink order={order} />,
            details: [
              ...(showUser ? [['User', order.user?.name ?? 'Deleted customer'] as const] : []),
              ['Date', formatDate(order.createdAt)],
              ...(at ? [['Status since', formatDate(at)] as const] : []),
              ['ID', <span className="font-mono text-xs">{order._id}</span>],
            ],
          };
        })}
      />
    );
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
            <DetailsLink order={order} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
