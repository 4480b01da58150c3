import { titled } from './page-head.ts';

/**
 * The titles of the screens whose title does not come from data: each screen's `Meta` is given
 * its own, and the server writes the same into the HTML it sends for that address
 * (src/server/http/page-head-routes.ts). One constant each, so a screen's chunk holds its own
 * title only. The cart's is in page-head.ts: its screen is in the startup file, and
 * this module must not be, or every screen's title would come with it.
 */
export const SIGN_IN_TITLE = titled('Sign In');
export const SIGN_UP_TITLE = titled('Sign Up');
export const FORGOT_PASSWORD_TITLE = titled('Forgot Password');
export const RESET_PASSWORD_TITLE = titled('Set New Password');
export const COMPARE_TITLE = titled('Compare products');
export const PROFILE_TITLE = titled('Profile');
export const SHIPPING_TITLE = titled('Shipping');
export const PAYMENT_TITLE = titled('Payment');
export const PLACE_ORDER_TITLE = titled('Place Order');
export const ORDER_TITLE = titled('Order');
export const WISHLIST_TITLE = titled('Wishlist');
export const DASHBOARD_TITLE = titled('Dashboard');
export const PRODUCTS_TITLE = titled('Products');
export const CREATE_PRODUCT_TITLE = titled('Create Product');
export const EDIT_PRODUCT_TITLE = titled('Edit Product');
export const ORDERS_TITLE = titled('Orders');
export const USERS_TITLE = titled('Users');
export const EDIT_USER_TITLE = titled('Edit User');
export const CATEGORIES_TITLE = titled('Categories');
export const OUTBOX_TITLE = titled('Outbox');
export const REVIEWS_TITLE = titled('Reviews');
export const AUDIT_TITLE = titled('Audit log');
export const SETTINGS_TITLE = titled('Settings');
export const COUPONS_TITLE = titled('Coupons');
export const RETURNS_TITLE = titled('Returns');
