import { http, HttpResponse } from 'msw';
import type { ProductDetails } from '../../../contract/products.ts';
import type { ProductSpec } from '../../../contract/specs.ts';
import { listOf, makeProduct } from '../../../test/fixtures.ts';
import { server } from '../../../test/server.ts';
import { variantPhone } from '../../../test/variant-product.ts';

const spec = (name: string, value: ProductSpec['value'], unit: string | null = null): ProductSpec => ({
  name,
  value,
  unit,
});

const phone = (
  name: string,
  specs: ProductSpec[],
  overrides: Partial<ProductDetails> = {},
): ProductDetails => ({
  ...makeProduct({ name, category: 'Phones', price: 799, ...overrides }),
  options: [],
  variants: [],
  specs,
});

/** Phones with specs in the Phones fields' order, as the API answers them (src/contract/specs.ts). */
export const phoneA = phone('Phone Alpha', [
  spec('Screen size', 6.1, 'in'),
  spec('Storage', 128, 'GB'),
  spec('Battery', 4500, 'mAh'),
  spec('5G', true),
]);
export const phoneB = phone('Phone Beta', [
  spec('Screen size', 6.1, 'in'),
  spec('Storage', 256, 'GB'),
  spec('5G', true),
]);
export const soldOutPhone = phone('Phone Gamma', [spec('Storage', 64, 'GB')], { countInStock: 0 });
export const extraPhones = ['Delta', 'Epsilon', 'Zeta'].map((name) => phone(`Phone ${name}`, []));
export const laptop: ProductDetails = {
  ...makeProduct({ name: 'Laptop Omega', category: 'Laptops', price: 1299 }),
  options: [],
  variants: [],
  specs: [],
};
/** A phone sold in variants: its column offers Choose options. */
export const rangedPhone: ProductDetails = {
  ...variantPhone,
  maxPrice: 759,
  specs: [spec('Storage', 128, 'GB')],
};

export const comparable = [phoneA, phoneB, soldOutPhone, ...extraPhones, laptop, rangedPhone];

/** The fake API answers these products on lists and product pages, in the contract's shapes. */
export function serveComparable(listed: ProductDetails[] = comparable) {
  server.use(
    http.get('/api/products', () => HttpResponse.json(listOf(listed))),
    http.get('/api/products/:id', ({ params }) => {
      const found = comparable.find((product) => product._id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  );
}

export const compareItemOf = ({ _id, name, image, category }: ProductDetails) => ({
  _id,
  name,
  image,
  category,
});
