import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { ProductBody } from '../../contract/products.ts';
import type { ProductSpec, ProductSpecInput } from '../../contract/specs.ts';
import { Message } from '../../components/message.tsx';
import { useSpecFields, type SpecField } from './spec-fields-api.ts';

/** The longest text a text spec may hold (the API's ProductSpecInput). */
const SPEC_TEXT_MAX_LENGTH = 200;

/** Every value as the form holds it: text; a yes/no spec's `yes`, `no` or `` (not said). */
type SpecTexts = Record<string, string>;

function textsOf(specs: ProductSpec[] | undefined): SpecTexts {
  return Object.fromEntries(
    (specs ?? []).map(({ name, value }) => [
      name,
      typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value),
    ]),
  );
}

/** One field's value as the API takes it, or the problem with it; undefined when left blank. */
function valueOf(field: SpecField, text: string): { value?: ProductSpecInput['value']; problem?: string } {
  const trimmed = text.trim();
  if (!trimmed) return {};
  if (field.kind === 'yes/no') return { value: trimmed === 'yes' };
  if (field.kind === 'number') {
    const value = Number(trimmed);
    return Number.isFinite(value) ? { value } : { problem: `${field.name} must be a number` };
  }
  return trimmed.length > SPEC_TEXT_MAX_LENGTH
    ? { problem: `${field.name} must be at most ${SPEC_TEXT_MAX_LENGTH} characters` }
    : { value: trimmed };
}

/**
 * The product form's specs: its category's fields (fetched again when the category changes), the
 * values typed, and what a save sends. `specs` is sent once the fields are known: every field
 * filled in, whole; a blank field is left out (the product does not say). Before the fields are
 * known nothing is sent, which leaves the product's specs as they are.
 */
export function useProductSpecs(specs: ProductSpec[] | undefined, category: string, onEdit: () => void) {
  const fields = useSpecFields(category);
  const [texts, setTexts] = useState(() => textsOf(specs));
  const [problems, setProblems] = useState<Record<string, string>>({});
  return {
    category: category.trim(),
    fields,
    texts,
    problems,
    change: (name: string, text: string) => {
      setTexts((current) => ({ ...current, [name]: text }));
      setProblems((current) => ({ ...current, [name]: '' }));
      onEdit();
    },
    check: (): { ok: false; first: string } | { ok: true; body: Pick<ProductBody, 'specs'> } => {
      const known = fields.data?.fields;
      if (!known || (known.length === 0 && (specs ?? []).length === 0)) return { ok: true, body: {} };
      const found: Record<string, string> = {};
      const sent: ProductSpecInput[] = [];
      for (const field of known) {
        const { value, problem } = valueOf(field, texts[field.name] ?? '');
        if (problem) found[field.name] = problem;
        if (value !== undefined) sent.push({ name: field.name, value });
      }
      setProblems(found);
      const first = known.find((field) => found[field.name]);
      return first ? { ok: false, first: `spec-${first.name}` } : { ok: true, body: { specs: sent } };
    },
  };
}

export type ProductSpecsHandle = ReturnType<typeof useProductSpecs>;

const controlClass =
  'min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600';

function SpecInput({
  field,
  text,
  problem,
  onChange,
}: {
  field: SpecField;
  text: string;
  problem: string | undefined;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const unitId = `${id}-unit`;
  const errorId = `${id}-error`;
  const describedBy = [field.unit && field.kind === 'number' && unitId, problem && errorId]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    // The form's submit finds the first problem by this name.
    name: `spec-${field.name}`,
    value: text,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: controlClass,
  };
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        {field.name}
      </label>
      {field.kind === 'yes/no' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">—</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      ) : (
        <div className="flex items-center gap-2">
          <input
            {...common}
            inputMode={field.kind === 'number' ? 'decimal' : undefined}
            maxLength={field.kind === 'text' ? SPEC_TEXT_MAX_LENGTH : undefined}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
          {field.kind === 'number' && field.unit && (
            <span id={unitId} className="shrink-0 text-slate-700">
              {field.unit}
            </span>
          )}
        </div>
      )}
      {problem && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The specs section of the product form: one input per field of the product's category, by kind. */
export function ProductSpecsFields({ specs }: { specs: ProductSpecsHandle }) {
  const { category, fields, texts, problems } = specs;
  const editLink = (text: string) => (
    <Link to="/admin/categories" search={{ category }} className="font-semibold underline">
      {text}
    </Link>
  );
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-lg font-semibold">Specs</legend>
      {!category ? (
        <p className="text-sm text-slate-700">Choose a category to fill in its specs.</p>
      ) : fields.isPending ? (
        <p className="text-sm text-slate-700">Loading the spec fields of {category}…</p>
      ) : fields.isError ? (
        <Message variant="danger">{fields.error.message}</Message>
      ) : fields.data.fields.length === 0 ? (
        <p className="text-sm text-slate-700">
          {category} has no spec fields yet. {editLink(`Add spec fields to ${category}`)}
        </p>
      ) : (
        <>
          {fields.data.fields.map((field) => (
            <SpecInput
              key={field.name}
              field={field}
              text={texts[field.name] ?? ''}
              problem={problems[field.name] || undefined}
              onChange={(text) => specs.change(field.name, text)}
            />
          ))}
          <p className="text-sm text-slate-700">{editLink(`Edit the spec fields of ${category}`)}</p>
        </>
      )}
    </fieldset>
  );
}
