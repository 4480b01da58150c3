import { Link } from '@tanstack/react-router';
import type { Order } from '../contract/orders.ts';
import { formatPrice } from '../contract/money.ts';
import { formatDate } from '../lib/dates.ts';

const cell = 'px-3 py-2 text-left align-middle';

function Flag({ at, label, status }: { at: string | null; label: string; status: Order['status'] }) {
  if (at) return <span className="text-emerald-800">{formatDate(at)}</span>;
  return <span className="text-red-700">{status === 'cancelled' ? 'Cancelled' : `Not ${label}`}</span>;
}

/** Orders as a table: the customer's own (profile) or everyone's (admin, with the customer column). */
export function OrdersTable({ orders, showUser = false }: { orders: Order[]; showUser?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] text-sm">
        <thead className="bg-slate-100 uppercase">
          <tr>
            <th className={cell}>ID</th>
            {showUser && <th className={cell}>User</th>}
            <th className={cell}>Date</th>
            <th className={cell}>Total</th>
            <th className={cell}>Paid</th>
            <th className={cell}>Delivered</th>
            <th className={cell}>
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {orders.map((order) => (
            <tr key={order._id}>
              <td className={`${cell} font-mono text-xs`}>{order._id}</td>
              {showUser && <td className={cell}>{order.user?.name ?? 'Deleted customer'}</td>}
              <td className={cell}>{formatDate(order.createdAt)}</td>
              <td className={cell}>{formatPrice(order.totalPrice)}</td>
              <td className={cell}>
                <Flag at={order.paidAt} label="paid" status={order.status} />
              </td>
              <td className={cell}>
                <Flag at={order.deliveredAt} label="delivered" status={order.status} />
              </td>
              <td className={cell}>
                <Link
                  to="/order/$id"
                  params={{ id: order._id }}
                  aria-label={`Details of order ${order._id}`}
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 hover:bg-slate-100"
                >
                  Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
