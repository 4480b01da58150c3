import type { Order } from '../../contract/orders.ts';
import { toDollars } from '../../contract/pricing.ts';
import { trackingUrl } from '../../contract/shipments.ts';
import type { OrderRecord } from './repo.ts';

/** An order as the API shows it: dollars at the edge, cents inside. */
export function toOrder(record: OrderRecord): Order {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    _id: record.id,
    number: record.orderNumber,
    user: record.userId
      ? { _id: record.userId, name: record.customerName, email: record.customerEmail }
      : null,
    orderItems: record.items.map((item) => ({
      _id: item.id,
      product: item.productId,
      name: item.name,
      image: item.image,
      price: toDollars(item.priceCents),
      qty: item.qty,
      ...(item.variantId === null
        ? {}
        : { variant: item.variantId, sku: item.sku ?? '', variantLabel: item.variantLabel ?? '' }),
    })),
    shippingAddress: {
      address: record.address,
      city: record.city,
      postalCode: record.postalCode,
      country: record.country,
      ...(record.region === null ? {} : { region: record.region }),
    },
    paymentMethod: record.paymentMethod,
    paymentResult: record.paymentResult ?? null,
    itemsPrice: toDollars(record.itemsCents),
    taxPrice: toDollars(record.taxCents),
    shippingPrice: toDollars(record.shippingCents),
    totalPrice: toDollars(record.totalCents),
    discountPrice: toDollars(record.discountCents),
    couponCode: record.couponCode,
    shippingMethod: record.shippingMethod,
    status: record.status,
    isPaid: record.paidAt !== null,
    paidAt: iso(record.paidAt),
    isDelivered: record.deliveredAt !== null,
    deliveredAt: iso(record.deliveredAt),
    cancelledAt: iso(record.cancelledAt),
    refundedAt: iso(record.refundedAt),
    refunds: (record.refunds ?? []).map((refund) => ({
      _id: refund.id,
      amount: toDollars(refund.amountCents),
      lines: refund.lines.map((line) => ({ item: line.item, qty: line.qty })),
      shipping: refund.shipping,
      createdAt: refund.createdAt.toISOString(),
    })),
    shipment:
      record.shippedAt && record.carrier && record.trackingNumber
        ? {
            carrier: record.carrier,
            trackingNumber: record.trackingNumber,
            trackingUrl: trackingUrl(record.carrier, record.trackingNumber),
            shippedAt: record.shippedAt.toISOString(),
          }
        : null,
    shippedAt: iso(record.shippedAt),
    invoiceNumber: record.invoiceNumber,
    withdrawalDays: record.withdrawalDays,
    expiresAt: record.expiresAt.toISOString(),
    createdAt: record.createdAt.toISOString(),
  };
}
