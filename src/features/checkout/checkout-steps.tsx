import { Link } from '@tanstack/react-router';

const steps = [
  { label: 'Sign In', to: '/login' },
  { label: 'Shipping', to: '/shipping' },
  { label: 'Payment', to: '/payment' },
  { label: 'Place Order', to: '/placeorder' },
] as const;

/** Where the shopper is in checkout; finished steps are links back, later ones are not yet open. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Checkout steps" className="mb-8">
      <ol className="flex flex-wrap justify-center gap-2 text-sm sm:gap-6">
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li key={step.label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                  state === 'todo' ? 'bg-slate-200 text-slate-600' : 'bg-brand-700 text-white'
                }`}
              >
                {number}
              </span>
              {state === 'done' && step.to !== '/login' ? (
                <Link to={step.to} className="font-medium text-brand-700 underline">
                  {step.label}
                </Link>
              ) : (
                <span
                  aria-current={state === 'current' ? 'step' : undefined}
                  className={state === 'todo' ? 'text-slate-600' : 'font-semibold'}
                >
                  {step.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
