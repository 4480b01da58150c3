import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useSession } from '../../stores/session.ts';
import type { UserInfo } from '../../contract/users.ts';

/**
 * Renders its route's screen only while someone is signed in. Signing out there (Logout, or a
 * token the server refused) sends the visitor to sign in, once, with a way back.
 */
export function RequireSession({ children }: { children?: (userInfo: UserInfo) => ReactNode }) {
  const userInfo = useSession((state) => state.userInfo);
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();

  useEffect(() => {
    // Logout is already on its way to /login; only an unexpected sign-out needs sending there.
    if (!userInfo && pathname !== '/login') {
      void navigate({ to: '/login', search: { redirect: pathname }, replace: true });
    }
  }, [userInfo, pathname, navigate]);

  if (!userInfo) return null;
  return children ? children(userInfo) : <Outlet />;
}
