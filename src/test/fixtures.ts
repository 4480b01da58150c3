import type { Order } from '../contract/orders.ts';
import type { CatalogueList, Facets, ValueCount } from '../contract/catalogue.ts';
import type { Product, ProductSummary } from '../contract/products.ts';

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

function countsOf(values: string[]): ValueCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** Facets counted over `products`, as the API counts them for an unfiltered list. */
export function facetsOf(products: Product[]): Facets {
  const priced = (min: number, max: number | null) =>
    products.filter((product) => product.price >= min && (max === null || product.price < max)).length;
  const bands: [number, number | null][] = [
    [0, 100],
    [100, 500],
    [500, null],
  ];
  return {
    categories: countsOf(products.map((product) => product.category)),
    brands: countsOf(products.map((product) => product.brand)),
    prices: bands.map(([min, max]) => ({ min, max, count: priced(min, max) })),
    ratings: [4, 3, 2, 1].map((min) => ({
      min,
      count: products.filter((product) => product.rating >= min).length,
    })),
    inStock: products.filter((product) => product.countInStock > 0).length,
    approximate: false,
  };
}

export function listOf(products: Product[], page = 1, pages = 1): CatalogueList {
  return { products: products.map(summaryOf), page, pages, facets: facetsOf(products) };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    _id: `99999999-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    number: 10000 + sequence,
    user: { _id: '11111111-1111-4111-8111-111111111111', name: 'John Doe', email: 'john@example.com' },
    orderItems: [
      {
        _id: `77777777-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
        product: null,
        name: 'Gadget',
        image: '/uploads/demo/gadget.webp',
        price: 49.99,
        qty: 2,
      },
    ],
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
