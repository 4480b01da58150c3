import type { ReactNode } from 'react';

/** The cell style of every admin and account table. */
export const tableCell = 'px-3 py-2 text-left align-middle';

/** A row's link to its details or edit screen. */
export const rowLink =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 hover:bg-slate-100';

/** A row's Delete button, named for what it deletes (`Delete Jane Doe`). */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Delete ${label}`}
      className="min-h-11 rounded-md bg-red-700 px-3 font-medium text-white hover:bg-red-800"
    >
      Delete
    </button>
  );
}

/**
 * A scrollable table with upper-case column headers; the last header may be hidden text for a
 * column of action buttons. Rows are the caller's `<tr>` elements.
 */
export function DataTable({
  columns,
  actionsLabel,
  minWidth = 'min-w-[640px]',
  children,
}: {
  columns: readonly string[];
  /** Screen-reader name of a trailing actions column, if the rows have one. */
  actionsLabel?: string;
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className={`w-full ${minWidth} text-sm`}>
        <thead className="bg-slate-100 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} className={tableCell}>
                {column}
              </th>
            ))}
            {actionsLabel && (
              <th className={tableCell}>
                <span className="sr-only">{actionsLabel}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
