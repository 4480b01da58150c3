/**
 * Every query key, in one module. Keys are hierarchical, so invalidating a prefix (`all`,
 * `lists()`) reaches every query under it. Kept apart from the hooks so the sign-out cache
 * clearing in the app's entry needs only these arrays, not each resource's (and mutation) code.
 */

export interface ProductListParams {
  keyword: string;
  pageNumber: number;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  top: () => [...productKeys.all, 'top'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/**
 * The admin's view (drafts included) is cached apart from the shoppers' view, never mixed with
 * it, and under `products` so that a save refreshes both. It must not outlive the admin's session.
 */
export const adminProductKeys = {
  all: [...productKeys.all, 'admin'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (pageNumber: number) => [...adminProductKeys.lists(), pageNumber] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
};

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** `profile` is the signed-in user's own record. */
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  /** One page of the signed-in customer's orders (My Orders). */
  mine: (pageNumber: number) => [...orderKeys.all, 'mine', pageNumber] as const,
  /** One page of every order (admin). */
  list: (pageNumber: number) => [...orderKeys.all, 'list', pageNumber] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  paymentConfig: ['payment-config'] as const,
};

/** The signed-in customer's wishlist (saved products); it must not outlive their session. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
};
