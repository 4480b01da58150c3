import { CART_TITLE, NOT_FOUND_TITLE } from '../../contract/page-head.ts';
import {
  AUDIT_TITLE,
  CATEGORIES_TITLE,
  COMPARE_TITLE,
  COUPONS_TITLE,
  RETURNS_TITLE,
  CREATE_PRODUCT_TITLE,
  DASHBOARD_TITLE,
  EDIT_PRODUCT_TITLE,
  EDIT_USER_TITLE,
  FORGOT_PASSWORD_TITLE,
  ORDERS_TITLE,
  ORDER_TITLE,
  OUTBOX_TITLE,
  PAYMENT_TITLE,
  PLACE_ORDER_TITLE,
  PRODUCTS_TITLE,
  PROFILE_TITLE,
  REVIEWS_TITLE,
  SETTINGS_TITLE,
  RESET_PASSWORD_TITLE,
  SHIPPING_TITLE,
  SIGN_IN_TITLE,
  SIGN_UP_TITLE,
  USERS_TITLE,
  WISHLIST_TITLE,
} from '../../contract/page-titles.ts';

/** Pages a search engine should leave out of its index (docs/findability.md). */
export const NOINDEX = 'noindex';
/** Search results: not indexed, but the products they link to are worth following. */
export const NOINDEX_FOLLOW = 'noindex, follow';

export interface ScreenHead {
  title: string;
  robots: typeof NOINDEX | typeof NOINDEX_FOLLOW;
}

/**
 * The storefront's screens whose head does not come from the catalogue, by address: sign-in and
 * sign-up, password help, the cart and the comparison are public but hold nothing worth a search
 * result; the signed-in and admin screens are nobody's but their user's.
 */
const SCREENS: [RegExp, string, ScreenHead['robots']][] = [
  [/^\/login$/, SIGN_IN_TITLE, NOINDEX],
  [/^\/register$/, SIGN_UP_TITLE, NOINDEX],
  [/^\/forgot-password$/, FORGOT_PASSWORD_TITLE, NOINDEX],
  [/^\/reset-password$/, RESET_PASSWORD_TITLE, NOINDEX],
  [/^\/cart(\/[^/]+)?$/, CART_TITLE, NOINDEX],
  [/^\/compare$/, COMPARE_TITLE, NOINDEX_FOLLOW],
  [/^\/profile$/, PROFILE_TITLE, NOINDEX],
  [/^\/shipping$/, SHIPPING_TITLE, NOINDEX],
  [/^\/payment$/, PAYMENT_TITLE, NOINDEX],
  [/^\/placeorder$/, PLACE_ORDER_TITLE, NOINDEX],
  [/^\/order\/[^/]+$/, ORDER_TITLE, NOINDEX],
  [/^\/wishlist$/, WISHLIST_TITLE, NOINDEX],
  [/^\/admin$/, DASHBOARD_TITLE, NOINDEX],
  [/^\/admin\/productlist(\/\d+)?$/, PRODUCTS_TITLE, NOINDEX],
  [/^\/admin\/product\/new$/, CREATE_PRODUCT_TITLE, NOINDEX],
  [/^\/admin\/product\/[^/]+\/edit$/, EDIT_PRODUCT_TITLE, NOINDEX],
  [/^\/admin\/orderlist(\/\d+)?$/, ORDERS_TITLE, NOINDEX],
  [/^\/admin\/userlist$/, USERS_TITLE, NOINDEX],
  [/^\/admin\/user\/[^/]+\/edit$/, EDIT_USER_TITLE, NOINDEX],
  [/^\/admin\/categories$/, CATEGORIES_TITLE, NOINDEX],
  [/^\/admin\/outbox(\/\d+)?$/, OUTBOX_TITLE, NOINDEX],
  [/^\/admin\/reviews$/, REVIEWS_TITLE, NOINDEX],
  [/^\/admin\/settings$/, SETTINGS_TITLE, NOINDEX],
  [/^\/admin\/coupons$/, COUPONS_TITLE, NOINDEX],
  [/^\/admin\/audit$/, AUDIT_TITLE, NOINDEX],
  [/^\/admin\/returns$/, RETURNS_TITLE, NOINDEX],
];

/**
 * The head of a screen that is not a catalogue page: its own title, or the storefront's "Page not
 * found" for an address it has no screen for. Any other address under /admin is an admin's too.
 */
export function screenHeadOf(pathname: string): ScreenHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = SCREENS.find(([pattern]) => pattern.test(path));
  if (screen) return { title: screen[1], robots: screen[2] };
  return { title: NOT_FOUND_TITLE, robots: NOINDEX };
}
