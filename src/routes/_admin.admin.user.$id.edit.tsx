import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useId, type ReactNode, type SubmitEvent } from 'react';
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
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formValues(event.currentTarget);
    update.mutate({
      _id: user._id,
      name: text('name'),
      email: text('email'),
      isAdmin: text('isAdmin') === 'on',
    });
  }
  return (
    <form onSubmit={submit}>
      <FormField label="Name" name="name" defaultValue={user.name} required maxLength={80} />
      <FormField label="Email Address" name="email" type="email" defaultValue={user.email} required />
      <div className="mb-6 flex items-center gap-3">
        <input id={adminId} name="isAdmin" type="checkbox" defaultChecked={user.isAdmin} className="size-5" />
        <label htmlFor={adminId}>Is Admin</label>
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
      <UserForm key={`${user.name}|${user.email}|${String(user.isAdmin)}`} user={user} update={update} />
    </UserEditFrame>
  );
}
