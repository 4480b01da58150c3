import { useId, useState, type SubmitEvent } from 'react';
import { MAX_SPEC_FIELDS, SPEC_KINDS, type SpecKind } from '../../contract/specs.ts';
import { primaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { useSaveSpecFields, useSpecFields, type SpecField } from './spec-fields-api.ts';

/** The longest spec name a product's value may carry (the API's ProductSpecInput). */
const SPEC_NAME_MAX_LENGTH = 80;

interface FieldDraft extends SpecField {
  /** Stable across renames and moves, for React and for labels. */
  key: number;
}

const controlClass =
  'min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600 disabled:bg-slate-100';
const smallButton =
  'min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-100 disabled:opacity-50';

/** What the API takes: names trimmed, a unit only for numbers (null when blank or not a number). */
function fieldsToSave(drafts: FieldDraft[]): SpecField[] {
  return drafts.map(({ name, kind, unit }) => ({
    name: name.trim(),
    kind,
    unit: kind === 'number' && unit?.trim() ? unit.trim() : null,
  }));
}

function problemsOf(drafts: FieldDraft[]): { byKey: Record<number, string>; list: string[] } {
  const byKey: Record<number, string> = {};
  const seen = new Map<string, number>();
  drafts.forEach((draft, index) => {
    const name = draft.name.trim();
    const key = name.toLowerCase();
    if (!name) byKey[draft.key] = `Field ${index + 1} name is required`;
    else if (name.length > SPEC_NAME_MAX_LENGTH) {
      byKey[draft.key] = `${name} must be at most ${SPEC_NAME_MAX_LENGTH} characters`;
    } else if (seen.has(key)) byKey[draft.key] = `Two fields are named ${name}`;
    else seen.set(key, draft.key);
  });
  const list = Object.values(byKey);
  if (drafts.length > MAX_SPEC_FIELDS) list.push(`A category has at most ${MAX_SPEC_FIELDS} spec fields`);
  return { byKey, list };
}

function FieldRow({
  draft,
  index,
  count,
  problem,
  onChange,
  onMove,
  onRemove,
}: {
  draft: FieldDraft;
  index: number;
  count: number;
  problem: string | undefined;
  onChange: (change: Partial<SpecField>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const title = draft.name.trim() || `Field ${index + 1}`;
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="grid gap-2 sm:grid-cols-[1fr_8rem_6rem]">
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium">
            Field {index + 1} name
          </label>
          <input
            id={`${id}-name`}
            // The form's submit finds the first problem by this name.
            name={`field-${draft.key}-name`}
            value={draft.name}
            maxLength={SPEC_NAME_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(event) => onChange({ name: event.target.value })}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-kind`} className="mb-1 block text-sm font-medium">
            Field {index + 1} kind
          </label>
          <select
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(event) => onChange({ kind: event.target.value as SpecKind })}
            className={controlClass}
          >
            {SPEC_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className="mb-1 block text-sm font-medium">
            Field {index + 1} unit
          </label>
          <input
            id={`${id}-unit`}
            value={draft.kind === 'number' ? (draft.unit ?? '') : ''}
            disabled={draft.kind !== 'number'}
            placeholder={draft.kind === 'number' ? 'GB, in…' : 'numbers only'}
            autoComplete="off"
            onChange={(event) => onChange({ unit: event.target.value })}
            className={controlClass}
          />
        </div>
      </div>
      {problem && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={index === 0} onClick={() => onMove(-1)}>
          Move up <span className="sr-only">{title}</span>
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          Move down <span className="sr-only">{title}</span>
        </button>
        <button type="button" className={smallButton} onClick={onRemove}>
          Remove <span className="sr-only">{title}</span>
        </button>
      </div>
    </li>
  );
}

function FieldsForm({ category, saved }: { category: string; saved: SpecField[] }) {
  const save = useSaveSpecFields();
  const [drafts, setDrafts] = useState<FieldDraft[]>(() =>
    saved.map((field, index) => ({ ...field, key: index })),
  );
  const [nextKey, setNextKey] = useState(saved.length);
  const [checked, setChecked] = useState(false);
  const problems = problemsOf(drafts);

  function edit(next: (current: FieldDraft[]) => FieldDraft[]) {
    setDrafts(next);
    if (!save.isIdle) save.reset();
  }

  function move(key: number, by: -1 | 1) {
    edit((current) => {
      const from = current.findIndex((draft) => draft.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (problems.list.length > 0) {
      const first = drafts.find((draft) => problems.byKey[draft.key] !== undefined);
      const input = first && event.currentTarget.elements.namedItem(`field-${first.key}-name`);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    save.mutate({ category, fields: fieldsToSave(drafts) });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Spec fields of ${category}`}>
      {save.isError && <Message variant="danger">{save.error.message}</Message>}
      {save.isSuccess && <Message variant="success">Spec fields of {category} saved.</Message>}
      {checked && problems.list.length > 0 && (
        <Message variant="danger">Fix the fields marked below, then save again.</Message>
      )}
      {drafts.length === 0 && (
        <p className="mb-4 text-slate-700">{category} has no spec fields yet. Add the first one.</p>
      )}
      <ol className="mb-4 space-y-3">
        {drafts.map((draft, index) => (
          <FieldRow
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            problem={checked ? problems.byKey[draft.key] : undefined}
            onChange={(change) =>
              edit((current) =>
                current.map((other) => (other.key === draft.key ? { ...other, ...change } : other)),
              )
            }
            onMove={(by) => move(draft.key, by)}
            onRemove={() => edit((current) => current.filter((other) => other.key !== draft.key))}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={smallButton}
          disabled={drafts.length >= MAX_SPEC_FIELDS}
          onClick={() => {
            edit((current) => [...current, { key: nextKey, name: '', kind: 'text', unit: null }]);
            setNextKey((key) => key + 1);
          }}
        >
          Add field
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/**
 * One category's spec fields (docs/admin.md#categories-and-spec-fields): add, rename, change kind
 * and unit, reorder and remove, then Save, which replaces the category's whole list.
 */
export function CategorySpecFieldsEditor({ category }: { category: string }) {
  const fields = useSpecFields(category);
  return (
    <section aria-labelledby="spec-fields-heading">
      <h2 id="spec-fields-heading" className="mb-3 text-xl font-semibold">
        Spec fields of {category}
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        Products of {category} are described by these fields, in this order; shoppers filter and compare by
        them. A number has a unit (GB, in, mAh); yes/no is answered Yes or No.
      </p>
      {fields.isPending ? (
        <p>Loading…</p>
      ) : fields.isError ? (
        <Message variant="danger">{fields.error.message}</Message>
      ) : (
        <FieldsForm category={category} saved={fields.data.fields} />
      )}
    </section>
  );
}
