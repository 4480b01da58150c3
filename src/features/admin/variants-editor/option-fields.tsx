import { useId, useState } from 'react';
import { MAX_OPTION_VALUES, OPTION_TEXT_MAX_LENGTH } from '../../../contract/product-rules.ts';
import { edits, type OptionDraft, type VariantsDraft } from './variants-draft.ts';

export const inputClass =
  'min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600';
export const smallButton =
  'min-h-11 min-w-11 rounded-md border border-slate-300 bg-white px-2 text-sm font-medium hover:bg-slate-100 disabled:opacity-50';

/** One option: its name, its values in order (rename, move, remove) and a field to add one. */
export function OptionFields({
  option,
  index,
  problems,
  change,
}: {
  option: OptionDraft;
  index: number;
  problems: string[];
  change: (edit: (draft: VariantsDraft) => VariantsDraft) => void;
}) {
  const nameId = useId();
  const newId = useId();
  const problemsId = useId();
  const [typed, setTyped] = useState('');
  const title = option.name.trim() || `Option ${index + 1}`;
  const invalid = problems.length > 0 ? { 'aria-invalid': true, 'aria-describedby': problemsId } : {};

  function add() {
    if (!typed.trim()) return;
    change((draft) => edits.addValue(draft, option.id, typed));
    setTyped('');
  }

  return (
    <fieldset className="mb-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="mb-3 flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={nameId} className="mb-1 block text-sm font-medium">
            Option {index + 1} name
          </label>
          <input
            id={nameId}
            value={option.name}
            maxLength={OPTION_TEXT_MAX_LENGTH}
            placeholder="Storage, Colour…"
            autoComplete="off"
            onChange={(event) => change((draft) => edits.renameOption(draft, option.id, event.target.value))}
            className={inputClass}
            {...(option.name.trim() ? {} : invalid)}
          />
        </div>
        <button
          type="button"
          className={smallButton}
          onClick={() => change((draft) => edits.removeOption(draft, option.id))}
        >
          Remove option <span className="sr-only">{title}</span>
        </button>
      </div>
      <ol className="mb-3 space-y-2">
        {option.values.map((value, at) => {
          const label = `${title} value ${at + 1}`;
          const name = value.text.trim() || label;
          return (
            <li key={value.id} className="flex flex-wrap items-center gap-1">
              <label className="sr-only" htmlFor={`${nameId}-${value.id}`}>
                {label}
              </label>
              <input
                id={`${nameId}-${value.id}`}
                value={value.text}
                maxLength={OPTION_TEXT_MAX_LENGTH}
                autoComplete="off"
                onChange={(event) =>
                  change((draft) => edits.renameValue(draft, option.id, value.id, event.target.value))
                }
                className={`${inputClass} flex-1 basis-32`}
                {...(value.text.trim() ? {} : invalid)}
              />
              <button
                type="button"
                className={smallButton}
                disabled={at === 0}
                aria-label={`Move ${name} up`}
                onClick={() => change((draft) => edits.moveValue(draft, option.id, value.id, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={at === option.values.length - 1}
                aria-label={`Move ${name} down`}
                onClick={() => change((draft) => edits.moveValue(draft, option.id, value.id, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={smallButton}
                aria-label={`Remove value ${name}`}
                onClick={() => change((draft) => edits.removeValue(draft, option.id, value.id))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={newId} className="mb-1 block text-sm font-medium">
            New {title} value
          </label>
          <input
            id={newId}
            value={typed}
            maxLength={OPTION_TEXT_MAX_LENGTH}
            autoComplete="off"
            disabled={option.values.length >= MAX_OPTION_VALUES}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the value rather than saving the whole product.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className={inputClass}
            {...(option.values.length === 0 ? invalid : {})}
          />
        </div>
        <button
          type="button"
          className={smallButton}
          onClick={add}
          disabled={option.values.length >= MAX_OPTION_VALUES}
        >
          Add value <span className="sr-only">to {title}</span>
        </button>
      </div>
      {problems.length > 0 && (
        <ul id={problemsId} className="mt-2 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
