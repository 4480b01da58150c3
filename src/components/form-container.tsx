import type { ReactNode } from 'react';

/** Centres a form in a readable column. */
export function FormContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-md py-6">{children}</div>;
}
