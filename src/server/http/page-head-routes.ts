import { PAGE_TITLES } from '../../contract/page-titles.ts';

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
  [/^\/login$/, PAGE_TITLES.signIn, NOINDEX],
  [/^\/register$/, PAGE_TITLES.signUp, NOINDEX],
  [/^\/forgot-password$/, PAGE_TITLES.forgotPassword, NOINDEX],
  [/^\/reset-password$/, PAGE_TITLES.resetPassword, NOINDEX],
  [/^\/cart(\/[^/]+)?$/, PAGE_TITLES.cart, NOINDEX],
  [/^\/compare$/, PAGE_TITLES.compare, NOINDEX_FOLLOW],
  [/^\/profile$/, PAGE_TITLES.profile, NOINDEX],
  [/^\/shipping$/, PAGE_TITLES.shipping, NOINDEX],
  [/^\/payment$/, PAGE_TITLES.payment, NOINDEX],
  [/^\/placeorder$/, PAGE_TITLES.placeOrder, NOINDEX],
  [/^\/order\/[^/]+$/, PAGE_TITLES.order, NOINDEX],
  [/^\/wishlist$/, PAGE_TITLES.wishlist, NOINDEX],
  [/^\/admin$/, PAGE_TITLES.dashboard, NOINDEX],
  [/^\/admin\/productlist(\/\d+)?$/, PAGE_TITLES.products, NOINDEX],
  [/^\/admin\/product\/new$/, PAGE_TITLES.createProduct, NOINDEX],
  [/^\/admin\/product\/[^/]+\/edit$/, PAGE_TITLES.editProduct, NOINDEX],
  [/^\/admin\/orderlist(\/\d+)?$/, PAGE_TITLES.orders, NOINDEX],
  [/^\/admin\/userlist$/, PAGE_TITLES.users, NOINDEX],
  [/^\/admin\/user\/[^/]+\/edit$/, PAGE_TITLES.editUser, NOINDEX],
  [/^\/admin\/categories$/, PAGE_TITLES.categories, NOINDEX],
  [/^\/admin\/outbox(\/\d+)?$/, PAGE_TITLES.outbox, NOINDEX],
];

/**
 * The head of a screen that is not a catalogue page: its own title, or the storefront's "Page not
 * found" for an address it has no screen for. Any other address under /admin is an admin's too.
 */
export function screenHeadOf(pathname: string): ScreenHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const screen = SCREENS.find(([pattern]) => pattern.test(path));
  if (screen) return { title: screen[1], robots: screen[2] };
  return { title: PAGE_TITLES.notFound, robots: NOINDEX };
}
