import type { Db } from '../db/client.ts';
import { PAID_STATUSES } from '../../contract/order-status.ts';
import { orderItems, orders, type OrderStatus } from '../db/schema.ts';

type OrderedProduct = { id: string; name: string; image: string; priceCents: number };

/**
 * An order of one line, in the given state, as checkout would have left it, written straight to
 * the database: for suites that need an order's effects (verified purchases, deleted products)
 * without going through checkout and payment.
 */
export async function createOrder(
  db: Db,
  options: { userId: string; product: OrderedProduct; status: OrderStatus },
) {
  const { order, lines } = await createOrderOf(db, { ...options, products: [options.product] });
  const [line] = lines;
  if (!line) throw new Error('order line was not created');
  return { order, line };
}

/**
 * An order of one unit of each product, in the given state, written straight to the database as
 * `createOrder` writes one. Its stock was never taken: a cancel or refund puts back a unit more.
 */
export async function createOrderOf(
  db: Db,
  options: { userId: string; products: readonly OrderedProduct[]; status: OrderStatus },
) {
  const paid = (PAID_STATUSES as readonly OrderStatus[]).includes(options.status);
  const shipped = options.status === 'shipped';
  const itemsCents = options.products.reduce((sum, product) => sum + product.priceCents, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId: options.userId,
      customerName: 'Casey Customer',
      customerEmail: 'casey@example.com',
      address: '1 Test Street',
      city: 'Testville',
      postalCode: '12345',
      country: 'Testland',
      paymentMethod: 'TestCard',
      itemsCents,
      taxCents: 0,
      shippingCents: 0,
      totalCents: itemsCents,
      status: options.status,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      paidAt: paid ? new Date() : null,
      deliveredAt: options.status === 'delivered' ? new Date() : null,
      // Each status with the time its CHECK constraint asks for.
      paymentStartedAt: options.status === 'paying' ? new Date() : null,
      paymentCheckedAt: options.status === 'payment-review' ? new Date() : null,
      refundedAt: options.status === 'refunded' ? new Date() : null,
      cancelledAt: options.status === 'cancelled' ? new Date() : null,
      ...(shipped ? { shippedAt: new Date(), carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } : {}),
    })
    .returning();
  if (!order) throw new Error('order was not created');
  const lines = await db
    .insert(orderItems)
    .values(
      options.products.map((product) => ({
        orderId: order.id,
        productId: product.id,
        name: product.name,
        image: product.image,
        priceCents: product.priceCents,
        qty: 1,
      })),
    )
    .returning();
  return { order, lines };
}
