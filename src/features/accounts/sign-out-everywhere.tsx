import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSignOutEverywhere } from './users-api.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';

/**
 * Profile's Sign out everywhere: asks first, then ends every session of the account on the server
 * (a lost phone, a shared computer) and signs this browser out as Logout does. When the server
 * cannot do it, this browser stays signed in to try again: signing out here alone would look like
 * success while the other sessions went on.
 */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();

  function confirm() {
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/login' }),
      onSettled: () => setAsking(false),
    });
  }

  return (
    <section aria-labelledby="sessions-heading" className="mt-10">
      <h2 id="sessions-heading" className="mb-2 text-xl font-bold">
        Sessions
      </h2>
      <p className="mb-4 text-slate-700">
        Signed in on a device you no longer have, or on a shared computer? End every session of your account.
      </p>
      {signOutEverywhere.error && <Message variant="danger">{signOutEverywhere.error.message}</Message>}
      <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
        Sign out everywhere
      </button>
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account will be signed out, this one included. You can sign in again with your password."
        confirmLabel="Sign out everywhere"
        busy={signOutEverywhere.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
