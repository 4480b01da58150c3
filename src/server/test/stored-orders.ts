import type { Db } from '../db/client.ts';
import { orderItems, orders, type OrderStatus } from '../db/schema.ts';

/**
 * An order of one line, in the given state, as checkout would have left it, written straight to
 * the database: for suites that need an order's effects (verified purchases, deleted products)
 * without going through checkout and payment.
 */
export async function createOrder(
  db: Db,
  options: {
    userId: string;
    product: { id: string; name: string; image: string; priceCents: number };
    status: OrderStatus;
  },
) {
  const paid = options.status === 'paid' || options.status === 'delivered';
  const itemsCents = options.product.priceCents;
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
    })
    .returning();
  if (!order) throw new Error('order was not created');
  const [line] = await db
    .insert(orderItems)
    .values({
      orderId: order.id,
      productId: options.product.id,
      name: options.product.name,
      image: options.product.image,
      priceCents: options.product.priceCents,
      qty: 1,
    })
    .returning();
  if (!line) throw new Error('order line was not created');
  return { order, line };
}
