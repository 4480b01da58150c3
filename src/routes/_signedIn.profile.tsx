import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { myOrdersQueryOptions, OrdersTable } from '../features/orders/index.ts';
import { ensureQueryData } from '../api/query-client.ts';
import { errorCode } from '../api/client.ts';
import {
  userQueryOptions,
  useUpdateProfile,
  SignOutEverywhere,
  AddressBook,
  PASSWORD_RULES,
  PASSWORDS_DO_NOT_MATCH,
} from '../features/accounts/index.ts';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import { PROFILE_TITLE } from '../contract/page-titles.ts';
import { Paginate } from '../components/paginate.tsx';
import { RouteError } from '../components/route-error.tsx';
import { ERROR_CODES } from '../contract/errors.ts';
import type { User } from '../contract/users.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/limits.ts';
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
      <Meta title={PROFILE_TITLE} />
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

/** The server's refusal of the current password, shown beside its field rather than above the form. */
function currentPasswordError(update: ProfileUpdate): string | undefined {
  return errorCode(update.error) === ERROR_CODES.currentPassword ? update.error?.message : undefined;
}

function ProfileForm({
  user,
  update,
  onMismatch,
  onSaved,
}: {
  user: User;
  update: ProfileUpdate;
  onMismatch: (mismatch: boolean) => void;
  onSaved: () => void;
}) {
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  // The server asks for it exactly then (the e-mail as it compares them: trimmed, lower case).
  const needsCurrentPassword = password !== '' || email.trim().toLowerCase() !== user.email;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = formValues(form);
    const newPassword = text('password');
    const passwordsDiffer = newPassword !== text('confirmPassword');
    onMismatch(passwordsDiffer);
    if (passwordsDiffer) return;
    update.mutate(
      {
        name: text('name'),
        email: text('email'),
        ...(newPassword ? { password: newPassword } : {}),
        ...(needsCurrentPassword ? { currentPassword: text('currentPassword') } : {}),
      },
      {
        onSuccess: onSaved,
        // The message appears beside the field: take the focus there, so it is heard and retyped.
        onError: (error) => {
          const field = form.elements.namedItem('currentPassword');
          if (errorCode(error) === ERROR_CODES.currentPassword && field instanceof HTMLInputElement) {
            field.focus();
          }
        },
      },
    );
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
        onChange={(event) => setEmail(event.currentTarget.value)}
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
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <FormField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
      />
      {needsCurrentPassword && (
        <FormField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          hint="Needed to change your e-mail address or password."
          error={currentPasswordError(update)}
        />
      )}
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
  const [saves, setSaves] = useState(0);
  return (
    <ProfileFrame aside={<MyOrders />}>
      {mismatch && <Message variant="danger">{PASSWORDS_DO_NOT_MATCH}</Message>}
      {update.error && !currentPasswordError(update) && (
        <Message variant="danger">{update.error.message}</Message>
      )}
      {update.isSuccess && !mismatch && <Message variant="success">Profile Updated</Message>}
      {/* Keyed by each save, so the fields show what the server now holds; a refused save keeps
          what was typed, so it can be corrected beside its message. */}
      <ProfileForm
        key={`${user.name}|${user.email}|${saves}`}
        user={user}
        update={update}
        onMismatch={setMismatch}
        onSaved={() => setSaves((count) => count + 1)}
      />
      <SignOutEverywhere />
      <AddressBook />
    </ProfileFrame>
  );
}
