import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const control =
  'w-full rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600 disabled:bg-slate-100';

/** Label, control and error line, wired for screen readers the same way as FormField. */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
};

export function TextAreaField({ label, error, rows = 4, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} py-2`}
          {...textarea}
        />
      )}
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
  children: ReactNode;
};

export function SelectField({ label, error, children, ...select }: SelectProps) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control} min-h-11`}
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
