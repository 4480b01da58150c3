import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RequireSession } from '../components/require-session.tsx';
import { currentUserInfo } from '../stores/session.ts';

/** Admin screens. The server checks rights on every call; this only spares people a dead end. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: ({ location }) => {
    if (!currentUserInfo()) throw redirect({ to: '/login', search: { redirect: location.pathname } });
  },
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <RequireSession>
      {(userInfo) =>
        userInfo.isAdmin ? (
          <Outlet />
        ) : (
          <>
            <Meta title="Admins only | Easy-Buy" />
            <h1 className="mb-4 text-2xl font-bold">Admins only</h1>
            <Message variant="danger">Not authorized as an admin</Message>
          </>
        )
      }
    </RequireSession>
  );
}
