import { http, HttpResponse } from 'msw';
import type { Cart, CartBody, CartLine } from '../contract/cart.ts';
import { MAX_LINE_QUANTITY } from '../contract/limits.ts';
import type { Product } from '../contract/products.ts';
import { summaryOf } from './fixtures.ts';
import { labelOf, variantOf } from './variant-product.ts';

/** What the fake API keeps for the signed-in customer; emptied after every test (setup.ts). */
export const fakeAccount = {
  /** Saved product ids, most recent first. */
  wishlist: [] as string[],
  /** The server's copy of the cart, as ids and quantities. */
  cart: [] as CartBody['cartItems'],
  /** Every cart the storefront sent, with the token it was sent with. */
  cartSaves: [] as { cartItems: CartBody['cartItems']; authorization: string | null }[],
};

export function resetFakeAccount(): void {
  fakeAccount.wishlist.length = 0;
  fakeAccount.cart.length = 0;
  fakeAccount.cartSaves.length = 0;
}

const notFound = () => HttpResponse.json({ message: 'Product not found' }, { status: 404 });

/** The wishlist and cart routes over `catalogue`, answering as the real API does (contract shapes). */
export function wishlistCartHandlers(catalogue: readonly Product[]) {
  const find = (id: unknown) => catalogue.find((product) => product._id === id);
  const wishlist = () =>
    HttpResponse.json({
      products: fakeAccount.wishlist.flatMap((id) => {
        const product = find(id);
        return product ? [summaryOf(product)] : [];
      }),
    });
  // Checked against the catalogue as the server checks it: unknown and sold-out lines left out, qty cut.
  const cart = () =>
    HttpResponse.json<Cart>({
      cartItems: fakeAccount.cart.flatMap(({ product: id, variant: variantId, qty }): CartLine[] => {
        const product = find(id);
        const bought = variantOf(variantId);
        const stock = bought?.countInStock ?? product?.countInStock ?? 0;
        if (!product || stock === 0) return [];
        const { _id, name, image, price } = product;
        return [
          {
            product: _id,
            name,
            image: bought?.image ?? image,
            price: bought?.price ?? price,
            countInStock: stock,
            qty: Math.min(qty, stock, MAX_LINE_QUANTITY),
            ...(bought && { variant: bought._id, sku: bought.sku, variantLabel: labelOf(bought) }),
          },
        ];
      }),
    });

  return [
    http.get('/api/wishlist', wishlist),
    http.put('/api/wishlist/:productId', ({ params }) => {
      if (!find(params.productId)) return notFound();
      const id = String(params.productId);
      if (!fakeAccount.wishlist.includes(id)) fakeAccount.wishlist.unshift(id);
      return wishlist();
    }),
    http.delete('/api/wishlist/:productId', ({ params }) => {
      const index = fakeAccount.wishlist.indexOf(String(params.productId));
      if (index >= 0) fakeAccount.wishlist.splice(index, 1);
      return wishlist();
    }),
    http.get('/api/cart', cart),
    http.put('/api/cart', async ({ request }) => {
      const body = (await request.json()) as CartBody;
      fakeAccount.cartSaves.push({
        cartItems: body.cartItems,
        authorization: request.headers.get('Authorization'),
      });
      fakeAccount.cart.splice(0, fakeAccount.cart.length, ...body.cartItems);
      return cart();
    }),
  ];
}
