import { createFileRoute, redirect } from '@tanstack/react-router';
import { RequireSession } from '../features/accounts/index.ts';
import { currentUserInfo } from '../stores/session.ts';

/** Customer screens: a signed-out visitor is sent to sign in, and brought back afterwards. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: ({ location }) => {
    if (!currentUserInfo()) throw redirect({ to: '/login', search: { redirect: location.pathname } });
  },
  component: RequireSession,
});
