import { useNavigate } from '@tanstack/react-router';
import { secondaryButton } from '../../components/form-field.tsx';
import { useGuestCheckout } from './guest-checkout.ts';

/** Beside Sign In and Register: checkout without an account, from the Shipping screen on. */
export function ContinueAsGuest({ className = '' }: { className?: string }) {
  const start = useGuestCheckout((state) => state.start);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${secondaryButton} w-full justify-center ${className}`}
      onClick={() => {
        start();
        void navigate({ to: '/shipping' });
      }}
    >
      Continue as guest
    </button>
  );
}
