import type { Order } from '../contract/orders.ts';
import type { Product, ProductList, ProductSummary } from '../contract/products.ts';

let sequence = 0;

/** A product in the API's exact shape; tests override what they care about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Gadget ${sequence}`,
    image: `/uploads/demo/gadget-${sequence}.webp`,
    brand: 'Brand',
    category: 'Gadgets',
    description: 'A very useful gadget.',
    price: 49.99,
    countInStock: 4,
    rating: 4.5,
    numReviews: 2,
    reviews: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function summaryOf({ reviews: _reviews, ...summary }: Product): ProductSummary {
  return summary;
}

export function listOf(products: Product[], page = 1, pages = 1): ProductList {
  return { products: products.map(summaryOf), page, pages };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    _id: `99999999-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    number: 10000 + sequence,
    user: { _id: '11111111-1111-4111-8111-111111111111', name: 'John Doe', email: 'john@example.com' },
    orderItems: [{ product: null, name: 'Gadget', image: '/uploads/demo/gadget.webp', price: 49.99, qty: 2 }],
    shippingAddress: { address: '1 Main Street', city: 'Springfield', postalCode: '12345', country: 'USA' },
    paymentMethod: 'TestCard',
    paymentResult: null,
    itemsPrice: 99.98,
    taxPrice: 15,
    shippingPrice: 10,
    totalPrice: 124.98,
    status: 'pending',
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    cancelledAt: null,
    refundedAt: null,
    expiresAt: '2026-01-01T01:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
