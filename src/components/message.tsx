import type { ReactNode } from 'react';

const styles = {
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  danger: 'border-red-300 bg-red-50 text-red-800',
} as const;

export type MessageVariant = keyof typeof styles;

/** An alert box; errors (danger) are announced to screen readers as they appear. */
export function Message({ variant = 'info', children }: { variant?: MessageVariant; children: ReactNode }) {
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      data-variant={variant}
      className={`my-4 rounded-md border px-4 py-3 ${styles[variant]}`}
    >
      {children}
    </div>
  );
}
