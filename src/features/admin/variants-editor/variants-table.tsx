import { useId } from 'react';
import { combinationKey, combinationLabel, edits, type VariantsDraft } from './variants-draft.ts';
import type { VariantProblems } from './variants-checks.ts';
import { VariantImageCell } from './variant-image-cell.tsx';
import { inputClass, smallButton } from './option-fields.tsx';

type Column = 'sku' | 'price' | 'compareAtPrice' | 'countInStock';
const COLUMNS: { column: Column; heading: string; inputMode: 'text' | 'decimal' | 'numeric' }[] = [
  { column: 'sku', heading: 'SKU', inputMode: 'text' },
  { column: 'price', heading: 'Price', inputMode: 'decimal' },
  // Blank: not on sale (docs/prices.md#sale-prices).
  { column: 'compareAtPrice', heading: 'Compare-at price', inputMode: 'decimal' },
  { column: 'countInStock', heading: 'Stock', inputMode: 'numeric' },
];

/**
 * One row per combination sold: SKU, price, compare-at price, stock and image, each input labelled with its row
 * (`SKU for 256 GB / Black`). The table scrolls inside its own box, so a phone's page never
 * scrolls sideways.
 */
export function VariantsTable({
  draft,
  problems,
  change,
  onUploadingChange,
}: {
  draft: VariantsDraft;
  problems: VariantProblems['rows'];
  change: (edit: (draft: VariantsDraft) => VariantsDraft) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="max-w-full overflow-x-auto rounded-md border border-slate-200">
      <table className="min-w-full text-sm">
        <caption className="sr-only">Variants</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="p-2">
              Variant
            </th>
            {COLUMNS.map(({ heading }) => (
              <th key={heading} scope="col" className="p-2">
                {heading}
              </th>
            ))}
            <th scope="col" className="p-2">
              Image
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.rows.map((row, index) => {
            const key = combinationKey(draft.options, row.combination);
            const label = combinationLabel(draft.options, row.combination);
            const rowProblems = problems[key] ?? {};
            return (
              <tr key={key} className="border-t border-slate-200 align-top">
                <th scope="row" className="whitespace-nowrap p-2 text-left font-medium">
                  {label}
                </th>
                {COLUMNS.map(({ column, heading, inputMode }) => {
                  const inputId = `${id}-${index}-${column}`;
                  const problem = rowProblems[column];
                  return (
                    <td key={column} className="p-2">
                      <label htmlFor={inputId} className="sr-only">
                        {heading} for {label}
                      </label>
                      <input
                        id={inputId}
                        value={row[column]}
                        inputMode={inputMode}
                        autoComplete="off"
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? `${inputId}-error` : undefined}
                        onChange={(event) =>
                          change((current) => edits.updateRow(current, key, { [column]: event.target.value }))
                        }
                        className={`${inputClass} ${column === 'sku' ? 'w-36' : 'w-24'}`}
                      />
                      {problem && (
                        <p id={`${inputId}-error`} className="mt-1 max-w-36 text-xs text-red-700">
                          {problem}
                        </p>
                      )}
                    </td>
                  );
                })}
                <td className="p-2">
                  <VariantImageCell
                    label={`Image for ${label}`}
                    value={row.image}
                    onChange={(image) => change((current) => edits.updateRow(current, key, { image }))}
                    onUploadingChange={onUploadingChange}
                  />
                </td>
                <td className="p-2">
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => change((current) => edits.removeRow(current, key))}
                  >
                    Remove <span className="sr-only">variant {label}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
