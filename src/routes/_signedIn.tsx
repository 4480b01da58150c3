import { createFileRoute, Outlet, redirect, useLocation, useMatches } from '@tanstack/react-router';
import { RequireSession } from '../features/accounts/index.ts';
import { guestMayOpen } from '../features/guest/index.ts';
import { ORDER_KEY_FRAGMENT } from '../contract/order-key.ts';
import { useCart } from '../stores/cart.ts';
import { currentUserInfo, useSession } from '../stores/session.ts';

/**
 * Customer screens: a signed-out visitor is sent to sign in, and brought back afterwards. A guest
 * (docs/orders-and-payments.md#guest-checkout) may reach the checkout screens, and an order whose
 * key this tab holds. The guest code is loaded only when it has something to decide: for a
 * signed-out visitor, or a link carrying an order's key.
 */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: async ({ location }) => {
    const signedIn = currentUserInfo() !== null;
    if (signedIn && !location.hash.includes(`${ORDER_KEY_FRAGMENT}=`)) return;
    const guest = await import('../features/guest/index.ts');
    guest.keepKeyFromLink(location.pathname, location.hash);
    if (signedIn || guest.guestMayOpen(location.pathname)) return;
    throw redirect({ to: '/login', search: { redirect: location.pathname } });
  },
  component: SignedInOrGuest,
});

function SignedInOrGuest() {
  const signedIn = useSession((state) => state.userInfo !== null);
  // While a navigation loads, the location is already the next screen and the shown one still
  // renders: either may be a guest's. Leaving an order for Register, the next (/register) is not,
  // and the session guard would send the guest to sign in; arriving from Place Order, the shown
  // one (its guest checkout just ended) no longer is.
  const shown = useMatches({ select: (matches) => matches.at(-1)?.pathname ?? '' });
  const next = useLocation({ select: (location) => location.pathname });
  // Read so the screen follows "Continue as guest" being chosen or ended.
  useCart((state) => state.guestCheckout);
  if (!signedIn && (guestMayOpen(shown) || guestMayOpen(next))) return <Outlet />;
  return <RequireSession />;
}
