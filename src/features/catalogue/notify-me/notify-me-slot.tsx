import { lazy, Suspense } from 'react';

/** The form's code is its own chunk, fetched only when a sold-out product or variant is shown. */
const NotifyMeForm = lazy(() => import('./notify-me-form.tsx'));

export interface NotifyMeProps {
  productId: string;
  /** The sold-out variant chosen, for a product with variants. */
  variantId?: string | undefined;
}

/** "Notify me" for what is sold out (docs/catalogue.md#notify-me); nothing is drawn while it loads. */
export function NotifyMe(props: NotifyMeProps) {
  return (
    <Suspense fallback={null}>
      {/* A new variant starts a new form: its answer was about the previous one. */}
      <NotifyMeForm key={props.variantId ?? props.productId} {...props} />
    </Suspense>
  );
}
