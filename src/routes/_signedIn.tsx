import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { RequireSession } from '../features/accounts/index.ts';
import { guestMayOpen, useGuestCheckout } from '../features/checkout/index.ts';
import { keepKeyFromLink, orderKeyOf } from '../features/orders/index.ts';
import { currentUserInfo, useSession } from '../stores/session.ts';

const hasOrderKey = (orderId: string) => orderKeyOf(orderId) !== undefined;

/**
 * Customer screens: a signed-out visitor is sent to sign in, and brought back afterwards. A guest
 * (docs/orders-and-payments.md#guest-checkout) may reach the checkout screens, and an order whose
 * key this tab holds.
 */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: ({ location }) => {
    keepKeyFromLink(location.pathname, location.hash);
    if (currentUserInfo() || guestMayOpen(location.pathname, hasOrderKey)) return;
    throw redirect({ to: '/login', search: { redirect: location.pathname } });
  },
  component: SignedInOrGuest,
});

function SignedInOrGuest() {
  const signedIn = useSession((state) => state.userInfo !== null);
  const pathname = useLocation({ select: (location) => location.pathname });
  // Read so the screen follows "Continue as guest" being chosen or ended.
  useGuestCheckout((state) => state.active);
  if (!signedIn && guestMayOpen(pathname, hasOrderKey)) return <Outlet />;
  return <RequireSession />;
}
