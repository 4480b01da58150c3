import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { ROLE_LABELS, ROLES, roleOf, type Role } from '../contract/roles.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { userQueryOptions, useUpdateUser } from '../features/accounts/index.ts';
import { FormContainer } from '../components/form-container.tsx';
import { FormField, primaryButton, secondaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { EDIT_USER_TITLE } from '../contract/page-titles.ts';
import { RouteError } from '../components/route-error.tsx';
import type { User } from '../contract/users.ts';
import { formValues } from '../lib/form-values.ts';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const Route = createFileRoute('/_admin/admin/user/$id/edit')({
  loader: ({ context, params }) => ensureQueryData(context.queryClient, userQueryOptions(params.id)),
  errorComponent: ({ error }) => (
    <UserEditFrame>
      <RouteError error={error} />
    </UserEditFrame>
  ),
  component: UserEditScreen,
});

function UserEditFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Meta title={EDIT_USER_TITLE} />
      <Link to="/admin/userlist" className={secondaryButton}>
        Go Back
      </Link>
      <FormContainer>
        <h1 className="mb-6 text-2xl font-bold">Edit User</h1>
        {children}
      </FormContainer>
    </>
  );
}

function UserForm({ user, update }: { user: User; update: ReturnType<typeof useUpdateUser> }) {
  const adminId = useId();
  const roleId = useId();
  const [isAdmin, setIsAdmin] = useState(user.isAdmin);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formValues(event.currentTarget);
    const role = text('role');
    update.mutate({
      _id: user._id,
      name: text('name'),
      email: text('email'),
      isAdmin,
      // Staff have one role (docs/staff.md); a customer none.
      role: isAdmin && isRole(role) ? role : null,
    });
  }
  return (
    <form onSubmit={submit}>
      <FormField label="Name" name="name" defaultValue={user.name} required maxLength={80} />
      <FormField label="Email Address" name="email" type="email" defaultValue={user.email} required />
      <div className="mb-6 flex items-center gap-3">
        <input
          id={adminId}
          name="isAdmin"
          type="checkbox"
          checked={isAdmin}
          onChange={(event) => setIsAdmin(event.target.checked)}
          className="size-5"
        />
        <label htmlFor={adminId}>Is Admin</label>
      </div>
      <div className="mb-6 flex flex-col gap-1">
        <label htmlFor={roleId} className="font-medium">
          Role
        </label>
        <select
          id={roleId}
          name="role"
          disabled={!isAdmin}
          defaultValue={roleOf(user) ?? 'manager'}
          className="min-h-11 rounded-md border border-slate-300 bg-white px-3 disabled:bg-slate-100"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primaryButton} disabled={update.isPending}>
        Update
      </button>
    </form>
  );
}

function UserEditScreen() {
  const { id } = Route.useParams();
  const { data: user } = useSuspenseQuery(userQueryOptions(id));
  const update = useUpdateUser();
  return (
    <UserEditFrame>
      {update.error && <Message variant="danger">{update.error.message}</Message>}
      {update.isSuccess && <Message variant="success">User updated</Message>}
      <UserForm key={`${user.name}|${user.email}|${String(user.role)}`} user={user} update={update} />
    </UserEditFrame>
  );
}
