import { Children, cloneElement, isValidElement, type ReactNode } from 'react';

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

type CellProps = { 'data-label'?: string; children?: ReactNode };

/**
 * Names each cell of a row after its column (`data-label`), which the stacked phone layout shows
 * beside the value. Rows are the callers' own `<tr>` elements, so every table gets it for free.
 */
function labelCells(row: ReactNode, labels: readonly string[]): ReactNode {
  if (!isValidElement<CellProps>(row)) return row;
  const cells = Children.toArray(row.props.children).map((cell, index) =>
    isValidElement<CellProps>(cell) && labels[index]
      ? cloneElement(cell, { 'data-label': labels[index] })
      : cell,
  );
  return cloneElement(row, {}, ...cells);
}

// From `sm` up: a real table. Below it (phones): each row is a card of "Label  value" lines, so
// no page scrolls sideways (docs/architecture.md §9 asks for 360 px).
const stackedTable =
  'block sm:table [&_tbody]:block sm:[&_tbody]:table-row-group [&_tr]:block sm:[&_tr]:table-row ' +
  '[&_tbody_tr]:py-2 sm:[&_tbody_tr]:py-0 [&_td]:flex [&_td]:items-center [&_td]:justify-between ' +
  '[&_td]:gap-4 [&_td]:break-words [&_td]:text-right sm:[&_td]:table-cell sm:[&_td]:text-left ' +
  '[&_td]:before:content-[attr(data-label)] [&_td]:before:font-semibold ' +
  '[&_td]:before:text-left [&_td]:before:uppercase [&_td]:before:text-xs sm:[&_td]:before:hidden';

// Whole class names, so Tailwind finds them; only from `sm` up, where rows are not stacked.
const minWidths = {
  'min-w-0': 'sm:min-w-0',
  'min-w-[640px]': 'sm:min-w-[640px]',
  'min-w-[720px]': 'sm:min-w-[720px]',
  'min-w-[880px]': 'sm:min-w-[880px]',
} as const;

/**
 * An admin or account table with upper-case column headers; the last header may be hidden text
 * for a column of action buttons. Rows are the caller's `<tr>` elements. Wide screens scroll the
 * table inside its box when needed; phones see each row stacked as a card.
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
  /** The table's least width from `sm` up, below which it scrolls inside its box. */
  minWidth?: keyof typeof minWidths;
  children: ReactNode;
}) {
  const labels = actionsLabel ? [...columns, actionsLabel] : columns;
  return (
    <div className="rounded-lg border border-slate-200 bg-white sm:overflow-x-auto">
      <table className={`w-full ${minWidths[minWidth]} text-sm ${stackedTable}`}>
        <thead className="sr-only bg-slate-100 uppercase sm:not-sr-only sm:table-header-group">
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
        <tbody className="divide-y divide-slate-200">
          {Children.map(children, (row) => labelCells(row, labels))}
        </tbody>
      </table>
    </div>
  );
}
