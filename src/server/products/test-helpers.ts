import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../db/schema.ts';
import { orderItems, orders } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { UploadResponse } from '../../contract/uploads.ts';
import { multipart, picture } from '../test/upload-files.ts';

/** Test helpers for the product suites: a stored image, and orders written straight to the database. */

export async function uploadImage(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const body = multipart([
    { name: 'image', filename: 'photo.png', contentType: 'image/png', data: await picture('png', 80, 60) },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<UploadResponse>().image;
}

/** An order of one line, in the given state, as checkout would have left it. */
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
