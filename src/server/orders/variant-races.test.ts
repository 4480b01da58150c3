import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productVariants, products } from '../db/schema.ts';
import { signedIn } from '../test/accounts.ts';
import { createProduct } from '../test/factories.ts';
import { orderSuite } from '../test/order-suite.ts';
import { uploadImage } from '../test/uploaded-image.ts';

const suite = orderSuite();
const { place, orderBody } = suite;

const options = [{ name: 'Colour', values: ['Black', 'Blue'] }];

describe('variants under concurrent orders and saves', () => {
  it('when orders of two variants race admin saves of the product, then nothing fails and the product figures stay derived', async () => {
    const { t, admin } = suite.state();
    const image = await uploadImage(t.app, admin.headers);
    const product = await createProduct(t.db, { name: 'Raced Phone', image });
    const body = (price: number, variants?: { _id: string }[]) => ({
      name: 'Raced Phone',
      price: 1,
      image,
      brand: 'Testbrand',
      category: 'Gadgets',
      countInStock: 1,
      description: 'Raced.',
      options,
      variants: [
        {
          _id: variants?.[0]?._id,
          sku: `RP-${product.id}-K`,
          options: { Colour: 'Black' },
          price,
          countInStock: 30,
        },
        {
          _id: variants?.[1]?._id,
          sku: `RP-${product.id}-U`,
          options: { Colour: 'Blue' },
          price: price + 1,
          countInStock: 30,
        },
      ],
    });
    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: admin.headers,
      payload: body(100),
    });
    expect(first.statusCode, first.body).toBe(200);
    const variants = first.json<{ variants: { _id: string }[] }>().variants;
    const [black, blue] = variants;
    if (!black || !blue) throw new Error('two variants expected');
    const customers = await Promise.all(Array.from({ length: 6 }, () => signedIn(t.app, t.db)));
    const responses = await Promise.all([
      ...customers.map((customer, index) =>
        place(
          customer.headers,
          orderBody(
            // Half name the variants in one order, half in the other: the server takes rows in one order.
            index % 2 === 0
              ? [
                  { product: product.id, variant: black._id, qty: 1 },
                  { product: product.id, variant: blue._id, qty: 2 },
                ]
              : [
                  { product: product.id, variant: blue._id, qty: 1 },
                  { product: product.id, variant: black._id, qty: 2 },
                ],
          ),
        ),
      ),
      ...[90, 80, 70].map((price) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/products/${product.id}`,
          headers: admin.headers,
          payload: body(price, variants),
        }),
      ),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array(3).fill(200),
      ...Array(6).fill(201),
    ]);
    const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.countInStock).toBe(rows.reduce((sum, variant) => sum + variant.countInStock, 0));
    expect(row?.priceCents).toBe(Math.min(...rows.map((variant) => variant.priceCents)));
  });
});
