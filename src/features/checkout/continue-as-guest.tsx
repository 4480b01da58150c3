import { useNavigate } from '@tanstack/react-router';
import { secondaryButton } from '../../components/form-field.tsx';
import { useCart } from '../../stores/cart.ts';

/**
 * Beside Sign In and Register: checkout without an account, from the Shipping screen on, in this
 * tab only (the cart store keeps the choice in the tab's storage).
 */
export function ContinueAsGuest({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${secondaryButton} w-full justify-center ${className}`}
      onClick={() => {
        useCart.getState().startGuestCheckout();
        void navigate({ to: '/shipping' });
      }}
    >
      Continue as guest
    </button>
  );
}
