import { useNavigate } from '@tanstack/react-router';
import { secondaryButton } from '../../components/form-field.tsx';

/**
 * Beside Sign In and Register: checkout without an account, from the Shipping screen on. The
 * button is on the cart, whose screen ships in the startup file, so the guest code it starts is
 * loaded on the click (features/guest).
 */
export function ContinueAsGuest({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${secondaryButton} w-full justify-center ${className}`}
      onClick={async () => {
        const { startGuestCheckout } = await import('../guest/index.ts');
        startGuestCheckout();
        await navigate({ to: '/shipping' });
      }}
    >
      Continue as guest
    </button>
  );
}
