import { createFileRoute, Outlet, redirect, type ErrorComponentProps } from '@tanstack/react-router';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { RequireSession } from '../features/accounts/index.ts';
import { RouteError } from '../components/route-error.tsx';
import { Notice } from '../lib/notice.ts';
import { currentUserInfo } from '../stores/session.ts';

/** Thrown before an admin screen loads anything for someone who is not an admin. */
class AdminsOnly extends Notice {}

/**
 * Admin screens. The server checks rights on every call; this only spares people a dead end, and
 * spares the server the calls: a visitor is sent to sign in and a customer is told the screen is
 * for admins before any admin screen's loader runs.
 */
export const Route = createFileRoute('/_admin')({
  beforeLoad: ({ location }) => {
    const userInfo = currentUserInfo();
    if (!userInfo) throw redirect({ to: '/login', search: { redirect: location.pathname } });
    if (!userInfo.isAdmin) throw new AdminsOnly('Not authorized as an admin');
  },
  errorComponent: AdminError,
  component: AdminLayout,
});

function AdminsOnlyMessage() {
  return (
    <>
      <Meta title="Admins only | Easy-Buy" />
      <h1 className="mb-4 text-2xl font-bold">Admins only</h1>
      <Message variant="danger">Not authorized as an admin</Message>
    </>
  );
}

function AdminError({ error }: ErrorComponentProps) {
  return error instanceof AdminsOnly ? <AdminsOnlyMessage /> : <RouteError error={error} />;
}

function AdminLayout() {
  return (
    <RequireSession>{(userInfo) => (userInfo.isAdmin ? <Outlet /> : <AdminsOnlyMessage />)}</RequireSession>
  );
}
