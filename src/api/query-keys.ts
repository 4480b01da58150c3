import type { OrderStatus } from '../contract/order-status.ts';

/**
 * Every query key, in one module. Keys are hierarchical, so invalidating a prefix (`all`,
 * `lists()`) reaches every query under it. Kept apart from the hooks so the sign-out cache
 * clearing in the app's entry needs only these arrays, not each resource's (and mutation) code.
 */

import type { AdminProductSort } from '../contract/catalogue-options.ts';
import type { CatalogueSearch } from '../lib/catalogue-search.ts';

/** One page of the list screen: its keyword, page, and the filters and sort in its address. */
export interface ProductListParams extends CatalogueSearch {
  keyword: string;
  pageNumber: number;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  top: () => [...productKeys.all, 'top'] as const,
  suggestions: (q: string) => [...productKeys.all, 'suggest', q] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  related: (id: string) => [...productKeys.all, 'related', id] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** One page of the admin product list, as its address names it. */
export interface AdminProductListParams {
  pageNumber: number;
  keyword?: string | undefined;
  sort?: AdminProductSort | undefined;
}

/**
 * The admin's view (drafts included) is cached apart from the shoppers' view, never mixed with
 * it, and under `products` so that a save refreshes both. It must not outlive the admin's session.
 */
export const adminProductKeys = {
  all: [...productKeys.all, 'admin'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (params: AdminProductListParams) => [...adminProductKeys.lists(), params] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
};

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: AdminUserListParams) => [...userKeys.lists(), params] as const,
  /** `profile` is the signed-in user's own record. */
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
  /** The signed-in customer's saved addresses: under `users`, so signing out forgets them. */
  addresses: () => [...userKeys.all, 'addresses'] as const,
};

export interface AdminOrderListParams {
  pageNumber: number;
  status?: OrderStatus | undefined;
  keyword?: string | undefined;
}

export interface AdminUserListParams {
  pageNumber: number;
  keyword?: string | undefined;
}

/** The admin dashboard, per period; orders change it, so it lives under `orders`. */
export const dashboardKeys = {
  period: (days: number) => ['orders', 'dashboard', days] as const,
};

export const orderKeys = {
  all: ['orders'] as const,
  /** One page of the signed-in customer's orders (My Orders). */
  mine: (pageNumber: number) => [...orderKeys.all, 'mine', pageNumber] as const,
  /** One page of every order (admin), narrowed by status and search words. */
  list: (params: AdminOrderListParams) => [...orderKeys.all, 'list', params] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  /** An order's timeline (admin); under `orders`, so every order change refreshes it. */
  timeline: (id: string) => [...orderKeys.all, 'timeline', id] as const,
  paymentConfig: ['payment-config'] as const,
};

/** The admin outbox: one page of the mail the shop would have sent. */
export const outboxKeys = {
  all: ['outbox'] as const,
  page: (pageNumber: number) => [...outboxKeys.all, pageNumber] as const,
};

/** The signed-in customer's wishlist (saved products); it must not outlive their session. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
};
