import { useState } from 'react';
import { useRefundOrder } from '../orders/index.ts';
import { isRefundable } from './refundable.ts';
import type { Order } from '../../contract/orders.ts';
import { formatPrice } from '../../contract/money.ts';
import { paymentMethodLabel } from '../../lib/payment-methods.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';

/** The admin's Refund button; the whole total (or all that is left of it) goes back, so it asks first. */
export function RefundOrderButton({ order }: { order: Order }) {
  const refund = useRefundOrder();
  const [asking, setAsking] = useState(false);
  return (
    <>
      {refund.error && <Message variant="danger">{refund.error.message}</Message>}
      {refund.isSuccess && <Message variant="success">Order refunded</Message>}
      {isRefundable(order) && (
        <button
          type="button"
          className={`${secondaryButton} mt-4 w-full justify-center`}
          disabled={refund.isPending}
          onClick={() => setAsking(true)}
        >
          {order.status === 'partially-refunded' ? 'Refund the rest' : 'Refund'}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Refund order?"
        description={`${order.status === 'partially-refunded' ? 'What is left of the order' : formatPrice(order.totalPrice)} goes back to ${order.user?.name ?? 'the customer'} through ${paymentMethodLabel(order.paymentMethod)}${
          order.isDelivered ? '.' : ', and the items go back in stock.'
        } This cannot be undone.`}
        confirmLabel="Refund"
        busy={refund.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => refund.mutate(order._id, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
