import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { primaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import type { GuestAwareOrder } from '../../contract/guest-orders.ts';
import { useSession } from '../../stores/session.ts';
import { claimAfterRegister, orderKeyOf, takeClaimAfterRegister } from '../guest/index.ts';
import { useClaimOrder } from '../orders/index.ts';

/**
 * On a guest order's page, for whoever holds its key: "Save to my account" when signed in, or
 * Register (which saves it once signed up) and Sign In. A guest order never joins an account by
 * e-mail address alone (docs/orders-and-payments.md#guest-checkout).
 */
export function SaveToAccount({ order }: { order: GuestAwareOrder }) {
  const signedIn = useSession((state) => state.userInfo !== null);
  const claim = useClaimOrder();
  const navigate = useNavigate();
  const started = useRef(false);
  const held = order.guest !== undefined && orderKeyOf(order._id) !== undefined;

  function save() {
    claim.mutate(order._id, {
      // The link's key is spent: the address bar keeps the order, not the key.
      onSuccess: () => void navigate({ to: '/order/$id', params: { id: order._id }, replace: true }),
    });
  }

  // Back from Register: the new account takes the order it was opened for.
  useEffect(() => {
    if (!held || !signedIn || started.current || !takeClaimAfterRegister(order._id)) return;
    started.current = true;
    save();
  });

  if (!held) return null;
  const back = `/order/${order._id}`;
  return (
    <section aria-labelledby="save-order" className="mt-4 rounded-md border border-slate-200 p-3">
      <h2 id="save-order" className="font-semibold">
        Keep this order with your account
      </h2>
      {claim.error && <Message variant="danger">{claim.error.message}</Message>}
      {signedIn ? (
        <button
          type="button"
          className={`${primaryButton} mt-2 w-full`}
          disabled={claim.isPending}
          onClick={save}
        >
          Save to my account
        </button>
      ) : (
        <p className="mt-2">
          <Link
            to="/register"
            search={{ redirect: back }}
            onClick={() => claimAfterRegister(order._id)}
            className="font-semibold text-brand-700 underline"
          >
            Register
          </Link>{' '}
          to save it, or{' '}
          <Link to="/login" search={{ redirect: back }} className="font-semibold text-brand-700 underline">
            Sign In
          </Link>
          .
        </p>
      )}
    </section>
  );
}
