import { countryShown } from '../contract/countries.ts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  orderQueryOptions,
  paymentConfigQueryOptions,
  useCancelOrder,
  OrderItemRow,
  OrderRefunds,
  OrderReturns,
  OrderShipment,
  InvoiceLink,
  OrderSummary,
  nextStep,
  orderNumberLabel,
  OrderStatusBadge,
} from '../features/orders/index.ts';
import { ensureQueryData, prefetch } from '../api/query-client.ts';
import { PaymentArea, SaveToAccount } from '../features/checkout/index.ts';
import { paymentMethodLabel } from '../lib/payment-methods.ts';
import { secondaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { titled } from '../contract/page-head.ts';
import { RouteError } from '../components/route-error.tsx';
import type { GuestAwareOrder as Order } from '../contract/guest-orders.ts';
import { formatDateTime } from '../lib/dates.ts';
import { useSession } from '../stores/session.ts';

// Staff only: a shopper's order page loads none of their forms, nor the refund prompt's dialog
// library (docs/performance.md).
const OrderStaffActions = lazy(() =>
  import('../features/order-staff/index.ts').then(({ OrderStaffActions }) => ({
    default: OrderStaffActions,
  })),
);
const OrderTimeline = lazy(() =>
  import('../features/order-staff/index.ts').then(({ OrderTimeline }) => ({ default: OrderTimeline })),
);

// The loader travels in this screen's own chunk with its component (vite.config.ts), so the order
// hooks and TanStack's mutation code stay out of the first page load.
export const Route = createFileRoute('/_signedIn/order/$id')({
  // `placed`: arrived straight from Place Order, so the screen confirms the placement.
  validateSearch: (search: Record<string, unknown>): { placed?: true } =>
    search.placed === true ? { placed: true } : {},
  loader: ({ context, params }) => {
    // Only the PayPal buttons need it, and only on an unpaid order: never worth waiting for.
    prefetch(context.queryClient, paymentConfigQueryOptions());
    return ensureQueryData(context.queryClient, orderQueryOptions(params.id));
  },
  errorComponent: ({ error }) => (
    <OrderFrame>
      <RouteError error={error} />
    </OrderFrame>
  ),
  component: OrderScreen,
});

/** The heading is the short number people use; the id stays beside it, small, for support. */
function OrderFrame({ order, children }: { order?: Order; children: ReactNode }) {
  const { id } = Route.useParams();
  return (
    <>
      <h1 className="text-2xl font-bold">{order ? `Order ${orderNumberLabel(order)}` : 'Order'}</h1>
      <p className="mb-6 text-xs text-slate-600">
        <span className="sr-only">Reference: </span>
        <span className="break-all font-mono">{id}</span>
      </p>
      {children}
    </>
  );
}

function OrderActions({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const userInfo = useSession((state) => state.userInfo);
  const cancel = useCancelOrder();
  // A guest order is paid by whoever holds its key (the server read it with that key).
  const isOwner = order.guest !== undefined || (userInfo !== null && userInfo._id === order.user?._id);
  return (
    <>
      {cancel.error && <Message variant="danger">{cancel.error.message}</Message>}
      {order.status === 'pending' && isOwner && <PaymentArea order={order} onPaid={onPaid} />}
      <SaveToAccount order={order} />
      {order.status === 'pending' && userInfo && (
        <button
          type="button"
          className={`${secondaryButton} mt-4 w-full justify-center`}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(order._id)}
        >
          Cancel Order
        </button>
      )}
      {userInfo?.isAdmin && (
        <Suspense fallback={null}>
          <OrderStaffActions order={order} />
        </Suspense>
      )}
    </>
  );
}

function OrderDetails({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const isStaff = useSession((state) => state.userInfo?.isAdmin === true);
  // While payment is due the summary with the pay form comes first on a phone, where the eye is
  // (and first for screen readers); on wide screens it stays in the right-hand column.
  const paymentDue = order.status === 'pending';
  const details = (
    <div
      key="details"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white px-4 lg:col-start-1 lg:row-start-1"
    >
      <section className="py-4">
        <h2 className="mb-2 text-xl font-semibold">Shipping</h2>
        {(order.user ?? order.guest) && (
          <>
            <p>
              <strong>Name: </strong>
              {(order.user ?? order.guest)?.name}
            </p>
            <p>
              <strong>Email: </strong>
              <a
                href={`mailto:${(order.user ?? order.guest)?.email ?? ''}`}
                className="text-brand-700 underline"
              >
                {(order.user ?? order.guest)?.email}
              </a>
            </p>
          </>
        )}
        <p>
          <strong>Address: </strong>
          {order.shippingAddress.address}, {order.shippingAddress.city} {order.shippingAddress.postalCode},{' '}
          {countryShown(order.shippingAddress.country)}
        </p>
        <OrderShipment order={order} />
        {order.isDelivered && order.deliveredAt && (
          <Message variant="success">Delivered on {formatDateTime(order.deliveredAt)}</Message>
        )}
      </section>
      <section className="py-4">
        <h2 className="mb-2 text-xl font-semibold">Payment Method</h2>
        <p>
          <strong>Method: </strong>
          {paymentMethodLabel(order.paymentMethod)}
        </p>
        {order.isPaid && order.paidAt ? (
          <Message variant={order.status === 'refunded' ? 'info' : 'success'}>
            Paid on {formatDateTime(order.paidAt)}
            {order.paymentResult?.last4
              ? ` (${order.paymentResult.brand ?? 'Card'} ending ${order.paymentResult.last4})`
              : ''}
          </Message>
        ) : order.status === 'cancelled' && order.cancelledAt ? (
          <Message variant="info">Cancelled on {formatDateTime(order.cancelledAt)}</Message>
        ) : null}
        {order.refundedAt && <Message variant="info">Refunded on {formatDateTime(order.refundedAt)}</Message>}
        <InvoiceLink order={order} />
      </section>
      <OrderRefunds order={order} />
      <OrderReturns order={order} isStaff={isStaff} />
      <section className="py-4">
        <h2 className="mb-2 text-xl font-semibold">Order Items</h2>
        <ul className="divide-y divide-slate-200">
          {order.orderItems.map((item) => (
            <OrderItemRow key={`${item.product ?? item.name}:${item.variant ?? ''}`} item={item} />
          ))}
        </ul>
      </section>
    </div>
  );
  const summary = (
    <div key="summary" className="lg:col-start-2 lg:row-start-1">
      <OrderSummary
        itemsPrice={order.itemsPrice}
        shippingPrice={order.shippingPrice}
        taxPrice={order.taxPrice}
        totalPrice={order.totalPrice}
      >
        <OrderActions order={order} onPaid={onPaid} />
      </OrderSummary>
    </div>
  );
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <Meta title={titled(`Order ${orderNumberLabel(order)}`)} />
      {paymentDue ? [summary, details] : [details, summary]}
    </div>
  );
}

/**
 * Where the order stands and what happens next. Placing is not paying: straight from Place Order
 * the screen says the order waits for payment (the next step gives the hold's end), and thanks the
 * shopper only once the payment is received.
 */
function OrderStatusPanel({ order, justPaid }: { order: Order; justPaid: boolean }) {
  const { placed } = Route.useSearch();
  const number = orderNumberLabel(order);
  return (
    <div className="mb-4 rounded-lg border border-slate-200 bg-white p-3 sm:mb-6 sm:p-4">
      <div role="status">
        {justPaid && order.isPaid ? (
          <p className="mb-2 text-lg font-semibold text-emerald-800">
            Payment received for order {number}. Thank you!
          </p>
        ) : (
          placed &&
          order.status === 'pending' && (
            <p className="mb-2 text-lg font-semibold">Order {number} is placed and waiting for payment.</p>
          )
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <OrderStatusBadge status={order.status} />
        <p className="text-slate-700">{nextStep(order)}</p>
      </div>
    </div>
  );
}

function OrderScreen() {
  const { id } = Route.useParams();
  const { data: order } = useSuspenseQuery(orderQueryOptions(id));
  const isAdmin = useSession((state) => state.userInfo?.isAdmin === true);
  const [justPaid, setJustPaid] = useState(false);
  return (
    <OrderFrame order={order}>
      <OrderStatusPanel order={order} justPaid={justPaid} />
      <OrderDetails order={order} onPaid={() => setJustPaid(true)} />
      {isAdmin && (
        <Suspense fallback={null}>
          <OrderTimeline orderId={order._id} />
        </Suspense>
      )}
    </OrderFrame>
  );
}
