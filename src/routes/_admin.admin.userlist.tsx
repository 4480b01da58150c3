import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ensureQueryData } from '../api/query-client.ts';
import { useDeleteUser, usersQueryOptions } from '../features/accounts/index.ts';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { USERS_TITLE } from '../contract/page-titles.ts';
import { RouteError } from '../components/route-error.tsx';
import type { AdminUser } from '../contract/users.ts';
import { AdminUsersTable, ConfirmDeletion } from '../features/admin/index.ts';
import { ListSearch } from '../components/list-search.tsx';
import { Paginate } from '../components/paginate.tsx';
import { textParam, wholeNumberParam } from '../lib/search-params.ts';

/** `?q=jane&page=2`: the search and page live in the URL. */
const validateSearch = (
  search: Record<string, unknown>,
): { q?: string | undefined; page?: number | undefined } => ({
  q: textParam(search.q),
  page: wholeNumberParam(search.page),
});

export const Route = createFileRoute('/_admin/admin/userlist')({
  validateSearch,
  loaderDeps: ({ search }) => ({ pageNumber: search.page ?? 1, keyword: search.q }),
  loader: ({ context, deps }) => ensureQueryData(context.queryClient, usersQueryOptions(deps)),
  errorComponent: ({ error }) => (
    <UsersFrame>
      <RouteError error={error} />
    </UsersFrame>
  ),
  component: UserListScreen,
});

function UsersFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={USERS_TITLE} />
      <h1 className="mb-6 text-2xl font-bold">Users</h1>
      {children}
    </>
  );
}

function UserListScreen() {
  const params = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(usersQueryOptions(params));
  const users = data.users;
  const deletion = useDeleteUser();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  return (
    <UsersFrame>
      <ListSearch
        key={params.keyword ?? ''}
        label="Search users"
        placeholder="Name or e-mail"
        value={params.keyword}
        onSearch={(q) => void navigate({ search: q ? { q } : {} })}
      />
      {users.length === 0 && (
        <Message>{params.keyword ? 'No users match this search.' : 'No users yet.'}</Message>
      )}
      {deletion.error && <Message variant="danger">{deletion.error.message}</Message>}
      {deletion.isSuccess && <Message variant="success">User removed</Message>}
      <AdminUsersTable users={users} onDelete={setToDelete} />
      <Paginate pages={data.pages} page={data.page} target={{ list: 'admin-users' }} />
      <ConfirmDeletion
        target={toDelete}
        title="Delete user?"
        describe={(user) =>
          `${user.name} (${user.email}) and their reviews will be removed. This cannot be undone.`
        }
        busy={deletion.isPending}
        onDelete={(id) => deletion.mutate(id, { onSettled: () => setToDelete(null) })}
        onClose={() => setToDelete(null)}
      />
    </UsersFrame>
  );
}
