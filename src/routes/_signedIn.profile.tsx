import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { myOrdersQueryOptions } from '../api/orders.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { userQueryOptions, useUpdateProfile } from '../api/users.ts';
import { OrdersTable } from '../components/orders-table.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { Paginate } from '../components/paginate.tsx';
import { RouteError } from '../components/route-error.tsx';
import type { User } from '../contract/users.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/limits.ts';
import { PASSWORD_RULES, PASSWORDS_DO_NOT_MATCH } from '../lib/passwords.ts';
import { formValues } from '../lib/form-values.ts';
import { wholeNumberParam } from '../lib/search-params.ts';

interface ProfileSearch {
  /** The page of My Orders. */
  page?: number | undefined;
}

export const Route = createFileRoute('/_signedIn/profile')({
  // Always set, so a malformed `?page=` is replaced rather than passed through unvalidated.
  validateSearch: (search: Record<string, unknown>): ProfileSearch => ({
    page: wholeNumberParam(search.page),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    Promise.all([
      ensureQueryData(context.queryClient, userQueryOptions('profile')),
      ensureQueryData(context.queryClient, myOrdersQueryOptions(deps.page)),
    ]),
  errorComponent: ({ error }) => (
    <ProfileFrame>
      <RouteError error={error} />
    </ProfileFrame>
  ),
  component: ProfileScreen,
});

/** The profile, and beside it (once loaded) My Orders. */
function ProfileFrame({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
      <Meta title="Profile | Easy-Buy" />
      <section>
        <h1 id="profile-heading" className="mb-6 text-2xl font-bold">
          User Profile
        </h1>
        {children}
      </section>
      {aside}
    </div>
  );
}

type ProfileUpdate = ReturnType<typeof useUpdateProfile>;

function ProfileForm({
  user,
  update,
  onMismatch,
}: {
  user: User;
  update: ProfileUpdate;
  onMismatch: (mismatch: boolean) => void;
}) {
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formValues(event.currentTarget);
    const password = text('password');
    const passwordsDiffer = password !== text('confirmPassword');
    onMismatch(passwordsDiffer);
    if (passwordsDiffer) return;
    update.mutate({ name: text('name'), email: text('email'), ...(password ? { password } : {}) });
  }

  return (
    <form onSubmit={submit} aria-labelledby="profile-heading">
      <FormField
        label="Name"
        name="name"
        defaultValue={user.name}
        autoComplete="name"
        required
        maxLength={80}
      />
      <FormField
        label="Email Address"
        name="email"
        type="email"
        defaultValue={user.email}
        autoComplete="email"
        required
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        placeholder="Leave blank to keep your password"
        hint={PASSWORD_RULES}
      />
      <FormField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className={primaryButton} disabled={update.isPending}>
        Update
      </button>
    </form>
  );
}

/** The customer's own orders, newest first, a page at a time (`?page=`). */
function MyOrders() {
  const page = Route.useLoaderDeps({ select: (deps) => deps.page });
  const { data } = useSuspenseQuery(myOrdersQueryOptions(page));
  return (
    <section aria-labelledby="my-orders-heading">
      <h2 id="my-orders-heading" className="mb-6 text-2xl font-bold">
        My Orders
      </h2>
      {data.orders.length === 0 ? (
        <Message>{page > 1 ? 'There are no orders on this page.' : 'You have no orders yet.'}</Message>
      ) : (
        <>
          <OrdersTable orders={data.orders} />
          <Paginate pages={data.pages} page={data.page} target={{ list: 'my-orders' }} />
        </>
      )}
    </section>
  );
}

function ProfileScreen() {
  const { data: user } = useSuspenseQuery(userQueryOptions('profile'));
  const update = useUpdateProfile();
  const [mismatch, setMismatch] = useState(false);
  return (
    <ProfileFrame aside={<MyOrders />}>
      {mismatch && <Message variant="danger">{PASSWORDS_DO_NOT_MATCH}</Message>}
      {update.error && <Message variant="danger">{update.error.message}</Message>}
      {update.isSuccess && !mismatch && <Message variant="success">Profile Updated</Message>}
      {/* Keyed by the saved record, so the fields show what the server now holds. */}
      <ProfileForm
        key={`${user.name}|${user.email}|${update.submittedAt}`}
        user={user}
        update={update}
        onMismatch={setMismatch}
      />
    </ProfileFrame>
  );
}
