import { useEffect, useRef } from 'react';
import { MAX_OPTIONS, MAX_VARIANTS } from '../../../contract/product-rules.ts';
import { canLayOut, combinationCount, edits } from './variants-draft.ts';
import type { VariantsEditorHandle } from './use-variants-editor.ts';
import { OptionFields, smallButton } from './option-fields.tsx';
import { VariantsTable } from './variants-table.tsx';

/** The server's refusal of the variants (`variants[1].price: …`, `options: …`), shown here too. */
function aboutVariants(message: string | undefined): string | undefined {
  return message && /^(options|variants)\b/.test(message) ? message : undefined;
}

/**
 * Options and variants of the product form (docs/admin.md#variants): up to MAX_OPTIONS options
 * with their values, and one row per combination sold. Saved with the rest of the product.
 */
export function VariantsEditor({
  editor,
  serverError,
}: {
  editor: VariantsEditorHandle;
  serverError: string | undefined;
}) {
  const { draft, problems, change, focusRequest } = editor;
  const root = useRef<HTMLElement>(null);
  // A save refused for the variants: the first invalid input, or the summary, takes the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    root.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [focusRequest]);
  const refused = aboutVariants(serverError);
  const laidOut = canLayOut(draft.options);
  const notShown = laidOut ? combinationCount(draft.options) - draft.rows.length : 0;
  return (
    <section ref={root} aria-labelledby="variants-heading" className="mb-6 mt-2">
      <h2 id="variants-heading" className="mb-1 text-lg font-semibold">
        Options and variants
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Up to {MAX_OPTIONS} options (such as Storage or Colour) and {MAX_VARIANTS} variants, each with its own
        SKU, price and stock. Leave empty for a product sold in one version.
      </p>
      {refused && (
        <p role="alert" tabIndex={-1} className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refused}
        </p>
      )}
      {problems && problems.editor.length > 0 && (
        <ul role="alert" tabIndex={-1} className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problems.editor.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {draft.options.map((option, index) => (
        <OptionFields
          key={option.id}
          option={option}
          index={index}
          problems={problems?.options[option.id] ?? []}
          change={change}
        />
      ))}
      <button
        type="button"
        className={`${smallButton} mb-4`}
        disabled={draft.options.length >= MAX_OPTIONS}
        onClick={() => change((current) => edits.addOption(current, ''))}
      >
        Add option
      </button>
      {draft.options.length > 0 && !laidOut && (
        <p className="mb-3 text-sm text-slate-700">
          {draft.options.some((option) => option.values.length === 0)
            ? 'Give every option a value to see its combinations.'
            : 'Too many combinations to list: remove some values.'}
        </p>
      )}
      {laidOut && draft.options.length > 0 && (
        <>
          <h3 className="mb-2 font-semibold">Variants ({draft.rows.length})</h3>
          <VariantsTable
            draft={draft}
            problems={problems?.rows ?? {}}
            change={change}
            onUploadingChange={editor.onUploadingChange}
          />
          {notShown > 0 && (
            <button
              type="button"
              className={`${smallButton} mt-2`}
              onClick={() => change((current) => edits.restoreRemoved(current))}
            >
              Add back {notShown} removed {notShown === 1 ? 'combination' : 'combinations'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
