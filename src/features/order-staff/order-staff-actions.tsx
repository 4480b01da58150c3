import type { Order } from '../../contract/orders.ts';
import { primaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { useDeliverOrder } from '../orders/index.ts';
import { RefundLinesForm } from './refund-lines-form.tsx';
import { RefundOrderButton } from './refund-order-button.tsx';
import { ShipOrderForm } from './ship-order-form.tsx';

/** What staff do from an order's summary: ship it, mark it delivered, refund it whole or in part. */
export function OrderStaffActions({ order }: { order: Order }) {
  const deliver = useDeliverOrder();
  return (
    <>
      {deliver.error && <Message variant="danger">{deliver.error.message}</Message>}
      {order.status === 'paid' && <ShipOrderForm order={order} />}
      {(order.status === 'paid' || order.status === 'shipped') && (
        <button
          type="button"
          className={`${primaryButton} mt-4 w-full`}
          disabled={deliver.isPending}
          onClick={() => deliver.mutate(order._id)}
        >
          Mark As Delivered
        </button>
      )}
      <RefundOrderButton order={order} />
      <RefundLinesForm order={order} />
    </>
  );
}
