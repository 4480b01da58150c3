import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './contract/errors.ts';
import { useCart } from './stores/cart.ts';
import { useSession } from './stores/session.ts';
import { customerInfo, server, tokenFailed } from './test/server.ts';
import { signInAs } from './test/session.ts';
import { errorCode } from './api/client.ts';
import { createPublishedProduct, deleteProduct, updateProduct } from './features/admin/index.ts';
import { getProduct, getProducts, getTopProducts } from './features/catalogue/index.ts';
import { createReview } from './features/reviews/index.ts';
import { deleteUser, getUser, getUsers, login, register, updateUser } from './features/accounts/index.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const product = {
  name: 'A',
  price: 1,
  image: '/uploads/a.webp',
  brand: 'B',
  category: 'C',
  countInStock: 1,
  description: 'D',
};

/** The list in docs/architecture.md §4: these calls end the session when the server refuses the token. */
const signingOut: [string, () => Promise<unknown>][] = [
  ['product create', () => createPublishedProduct(product)],
  ['product update', () => updateProduct({ _id: ID, version: 1, ...product })],
  ['product review', () => createReview({ productId: ID, rating: 5, comment: 'Good' })],
  ['user details', () => getUser('profile')],
  ['user update', () => updateUser({ _id: ID, name: 'N', email: 'n@example.com', isAdmin: false })],
  ['user list', () => getUsers({ pageNumber: 1 })],
  ['user delete', () => deleteUser(ID)],
];

/** …and these do not check for it. */
const notSigningOut: [string, () => Promise<unknown>][] = [
  ['product list', () => getProducts({ keyword: '', pageNumber: 1 })],
  ['product details', () => getProduct(ID)],
  ['product delete', () => deleteProduct(ID)],
  ['top products', () => getTopProducts()],
  ['login', () => login({ email: customerInfo.email, password: 'whatever it is' })],
  ['register', () => register({ name: 'N', email: 'n@example.com', password: 'whatever it is' })],
];

function startSignedInWithCart() {
  signInAs(customerInfo);
  useCart.getState().addItem({ product: ID, name: 'Thing', image: '', price: 1, countInStock: 1, qty: 1 });
  server.use(http.all('/api/*', () => tokenFailed()));
}

describe('one client, the listed calls that sign out', () => {
  it.each(signingOut)(
    'when %s answers TOKEN_FAILED, then the user is signed out and the cart is gone',
    async (_name, call) => {
      startSignedInWithCart();
      const failure: unknown = await call().catch((error: unknown) => error);
      expect(errorCode(failure)).toBe(ERROR_CODES.tokenFailed);
      expect(failure).toHaveProperty('message', 'Not authorized, token failed');
      expect(useSession.getState().userInfo).toBeNull();
      expect(useCart.getState().cartItems).toEqual([]);
      expect(localStorage.getItem('userInfo')).toBeNull();
    },
  );

  it.each(notSigningOut)(
    'when %s answers TOKEN_FAILED, then the user stays signed in',
    async (_name, call) => {
      startSignedInWithCart();
      const failure: unknown = await call().catch((error: unknown) => error);
      expect(errorCode(failure)).toBe(ERROR_CODES.tokenFailed);
      expect(useSession.getState().userInfo).toEqual(customerInfo);
      expect(useCart.getState().cartItems).toHaveLength(1);
    },
  );

  it('when the code says TOKEN_FAILED in other words, then it is the code that signs out', async () => {
    signInAs(customerInfo);
    server.use(
      http.get('/api/users', () =>
        HttpResponse.json(
          { message: 'Your session has ended', code: ERROR_CODES.tokenFailed },
          { status: 401 },
        ),
      ),
    );
    await expect(getUsers({ pageNumber: 1 })).rejects.toThrow('Your session has ended');
    expect(useSession.getState().userInfo).toBeNull();
  });

  it('when a 401 carries another code, then the user stays signed in', async () => {
    signInAs(customerInfo);
    server.use(
      http.get('/api/users', () =>
        HttpResponse.json(
          { message: 'Not authorized, no token', code: ERROR_CODES.unauthorized },
          { status: 401 },
        ),
      ),
    );
    const failure: unknown = await getUsers({ pageNumber: 1 }).catch((error: unknown) => error);
    expect(errorCode(failure)).toBe(ERROR_CODES.unauthorized);
    expect(useSession.getState().userInfo).toEqual(customerInfo);
  });

  it('when the failure is not JSON, then it has the status text and no code', async () => {
    server.use(
      http.get('/api/products/top', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const failure: unknown = await getTopProducts().catch((error: unknown) => error);
    expect(errorCode(failure)).toBeUndefined();
    expect(failure).toHaveProperty('message', expect.stringContaining('502'));
  });
});
