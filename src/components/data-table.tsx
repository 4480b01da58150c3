import type { ReactNode } from 'react';

/** The cell style of every admin and account table. */
export const tableCell = 'px-3 py-2 text-left align-middle';

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
