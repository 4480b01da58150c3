import { createFileRoute } from '@tanstack/react-router';
import { useState, type SubmitEvent } from 'react';
import { useMyOrders } from '../api/orders.ts';
import { useUpdateProfile, useUserDetails } from '../api/users.ts';
import { OrdersTable } from '../components/orders-table.tsx';
import { FormField, primaryButton } from '../components/form-field.tsx';
import { Loader } from '../components/loader.tsx';
import { Message } from '../components/message.tsx';
import { Meta } from '../components/meta.tsx';
import type { User } from '../contract/users.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/limits.ts';
import { PASSWORDS_DO_NOT_MATCH } from '../lib/passwords.ts';
import { formValues } from '../lib/form-values.ts';

export const Route = createFileRoute('/_signedIn/profile')({
  component: ProfileScreen,
});

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

function MyOrders() {
  const { data: orders, isPending, error } = useMyOrders();
  return (
    <section aria-labelledby="my-orders-heading">
      <h2 id="my-orders-heading" className="mb-6 text-2xl font-bold">
        My Orders
      </h2>
      {isPending ? (
        <Loader />
      ) : error ? (
        <Message variant="danger">{error.message}</Message>
      ) : orders.length === 0 ? (
        <Message>You have no orders yet.</Message>
      ) : (
        <OrdersTable orders={orders} />
      )}
    </section>
  );
}

function ProfileScreen() {
  const { data: user, isPending, error } = useUserDetails('profile');
  const update = useUpdateProfile();
  const [mismatch, setMismatch] = useState(false);
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
      <Meta title="Profile | Easy-Buy" />
      <section>
        <h1 id="profile-heading" className="mb-6 text-2xl font-bold">
          User Profile
        </h1>
        {mismatch && <Message variant="danger">{PASSWORDS_DO_NOT_MATCH}</Message>}
        {update.error && <Message variant="danger">{update.error.message}</Message>}
        {update.isSuccess && !mismatch && <Message variant="success">Profile Updated</Message>}
        {isPending ? (
          <Loader />
        ) : error ? (
          <Message variant="danger">{error.message}</Message>
        ) : (
          // Keyed by the saved record, so the fields show what the server now holds.
          <ProfileForm
            key={`${user.name}|${user.email}|${update.submittedAt}`}
            user={user}
            update={update}
            onMismatch={setMismatch}
          />
        )}
      </section>
      <MyOrders />
    </div>
  );
}
