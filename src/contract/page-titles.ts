import { titled } from './page-head.ts';

/**
 * The titles of the screens whose title does not come from data: each screen's `Meta` is given
 * its own, and the server writes the same into the HTML it sends for that address
 * (src/server/http/page-head-routes.ts). Imported by screens loaded on demand, never by the
 * startup file.
 */
export const PAGE_TITLES = {
  signIn: titled('Sign In'),
  signUp: titled('Sign Up'),
  forgotPassword: titled('Forgot Password'),
  resetPassword: titled('Set New Password'),
  cart: titled('Shopping Cart'),
  compare: titled('Compare products'),
  profile: titled('Profile'),
  shipping: titled('Shipping'),
  payment: titled('Payment'),
  placeOrder: titled('Place Order'),
  order: titled('Order'),
  wishlist: titled('Wishlist'),
  dashboard: titled('Dashboard'),
  products: titled('Products'),
  createProduct: titled('Create Product'),
  editProduct: titled('Edit Product'),
  orders: titled('Orders'),
  users: titled('Users'),
  editUser: titled('Edit User'),
  categories: titled('Categories'),
  outbox: titled('Outbox'),
  notFound: titled('Page not found'),
} as const;
