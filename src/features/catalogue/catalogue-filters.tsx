import { useId, useState, type FocusEvent, type ReactNode, type SubmitEvent } from 'react';
import type { Facets } from '../../contract/catalogue.ts';
import { MAX_PRICE_FILTER } from '../../contract/catalogue-options.ts';
import type { SpecFacet } from '../../contract/specs.ts';
import {
  priceLabel,
  specValuesOf,
  splitSpecFilter,
  withoutSpecFilters,
  yesNoLabel,
  type CatalogueSearch,
} from '../../lib/catalogue-search.ts';
import { formValues } from '../../lib/form-values.ts';

/** What a filter control is told: the facets to count, the current search, and how to change it. */
export interface FilterProps {
  facets: Facets;
  search: CatalogueSearch;
  onChange: (next: CatalogueSearch) => void;
}

const legendClass = 'mb-2 font-semibold text-slate-900';
const optionClass = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-100';
const countClass = 'ml-auto text-sm tabular-nums text-slate-600';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-slate-200 py-4 first:pt-0 last:border-b-0">
      <legend className={legendClass}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function Option({
  type,
  name,
  checked,
  onChange,
  label,
  count,
  approximate = false,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  count?: number;
  /** The counts come from a sample of a large catalogue (the API's `facets.approximate`). */
  approximate?: boolean;
}) {
  return (
    <label className={optionClass}>
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-brand-700"
      />
      <span>{label}</span>{' '}
      {count !== undefined && (
        <span className={countClass}>
          {approximate && (
            <>
              <span aria-hidden="true">~</span>
              <span className="sr-only">about</span>{' '}
            </>
          )}
          {count.toLocaleString('en-US')}{' '}
          <span className="sr-only">{count === 1 ? 'product' : 'products'}</span>
        </span>
      )}
    </label>
  );
}

/** Submits a typed range (price, or a number spec): ranges apply when asked, not on each keystroke. */
function ApplyButton() {
  return (
    <button
      type="submit"
      className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-medium hover:bg-slate-100"
    >
      Apply
    </button>
  );
}

/** Why a typed range was not applied, announced as it appears. */
function RangeProblem({ problem }: { problem: string | undefined }) {
  return problem ? (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {problem}
    </p>
  ) : null;
}

/** One category at a time; "All categories" clears it. */
function CategoryFilter({ facets, search, onChange, name }: FilterProps & { name: string }) {
  // Spec filters belong to the category they were chosen in: another category drops them.
  const { category: _category, ...rest } = withoutSpecFilters(search);
  return (
    <Group legend="Category">
      <Option
        type="radio"
        name={name}
        label="All categories"
        checked={!search.category}
        onChange={() => onChange(rest)}
      />
      {facets.categories.map(({ value, count }) => (
        <Option
          key={value}
          type="radio"
          name={name}
          label={value}
          count={count}
          approximate={facets.approximate}
          checked={search.category === value}
          onChange={() => onChange({ ...rest, category: value })}
        />
      ))}
    </Group>
  );
}

/** Several brands at once: a product of any chosen brand matches. */
function BrandFilter({ facets, search, onChange, name }: FilterProps & { name: string }) {
  if (facets.brands.length === 0) return null;
  const chosen = search.brand ?? [];
  function toggle(brand: string) {
    const next = chosen.includes(brand) ? chosen.filter((other) => other !== brand) : [...chosen, brand];
    const { brand: _brand, ...rest } = search;
    onChange(next.length > 0 ? { ...rest, brand: next } : rest);
  }
  return (
    <Group legend="Brand">
      {facets.brands.map(({ value, count }) => (
        <Option
          key={value}
          type="checkbox"
          name={name}
          label={value}
          count={count}
          approximate={facets.approximate}
          checked={chosen.includes(value)}
          onChange={() => toggle(value)}
        />
      ))}
    </Group>
  );
}

/** A band's filter: its upper bound is exclusive in the facets and inclusive in the filter. */
function bandRange(min: number, max: number | null): Pick<CatalogueSearch, 'minPrice' | 'maxPrice'> {
  return max === null ? { minPrice: min } : { minPrice: min, maxPrice: Math.max(min, max - 0.01) };
}

function dollarsOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE_FILTER ? value : undefined;
}

/** Price bands with counts, and a typed range for anything else. */
function PriceFilter({ facets, search, onChange, name }: FilterProps & { name: string }) {
  const { minPrice, maxPrice, ...rest } = search;
  const minId = useId();
  const maxId = useId();
  const [problem, setProblem] = useState('');

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = formValues(event.currentTarget);
    const min = dollarsOf(field('minPrice'));
    const max = dollarsOf(field('maxPrice'));
    if (min !== undefined && max !== undefined && max < min) {
      setProblem('The maximum price must not be below the minimum.');
      return;
    }
    setProblem('');
    onChange({
      ...rest,
      ...(min === undefined ? {} : { minPrice: min }),
      ...(max === undefined ? {} : { maxPrice: max }),
    });
  }

  const inputClass = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-2';
  return (
    <Group legend="Price">
      {facets.prices.map(({ min, max, count }) => {
        const range = bandRange(min, max);
        return (
          <Option
            key={min}
            type="radio"
            name={name}
            label={priceLabel(range.minPrice, range.maxPrice)}
            count={count}
            approximate={facets.approximate}
            checked={minPrice === range.minPrice && maxPrice === range.maxPrice}
            onChange={() => onChange({ ...rest, ...range })}
          />
        );
      })}
      <form
        key={`${minPrice}-${maxPrice}`}
        onSubmit={apply}
        className="mt-2 flex items-end gap-2"
        aria-label="Price range"
      >
        <div>
          <label htmlFor={minId} className="text-sm">
            Min $
          </label>
          <input
            id={minId}
            name="minPrice"
            inputMode="decimal"
            defaultValue={minPrice ?? ''}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={maxId} className="text-sm">
            Max $
          </label>
          <input
            id={maxId}
            name="maxPrice"
            inputMode="decimal"
            defaultValue={maxPrice ?? ''}
            className={inputClass}
          />
        </div>
        <ApplyButton />
      </form>
      <RangeProblem problem={problem} />
    </Group>
  );
}

function RatingFilter({ facets, search, onChange, name }: FilterProps & { name: string }) {
  const { rating: _rating, ...rest } = search;
  return (
    <Group legend="Customer rating">
      <Option
        type="radio"
        name={name}
        label="Any rating"
        checked={search.rating === undefined}
        onChange={() => onChange(rest)}
      />
      {facets.ratings.map(({ min, count }) => (
        <Option
          key={min}
          type="radio"
          name={name}
          label={`${min} stars & up`}
          count={count}
          approximate={facets.approximate}
          checked={search.rating === min}
          onChange={() => onChange({ ...rest, rating: min })}
        />
      ))}
    </Group>
  );
}

function StockFilter({ facets, search, onChange, name }: FilterProps & { name: string }) {
  const { inStock: _inStock, ...rest } = search;
  return (
    <Group legend="Availability">
      <Option
        type="checkbox"
        name={name}
        label="In stock only"
        count={facets.inStock}
        approximate={facets.approximate}
        checked={search.inStock === true}
        onChange={() => onChange(search.inStock ? rest : { ...rest, inStock: true })}
      />
    </Group>
  );
}

/** The entries of one list (`spec`, `specMin` or `specMax`) with one spec's replaced by `values`. */
function withSpecValues(
  entries: readonly string[] | undefined,
  name: string,
  values: readonly string[],
): string[] | undefined {
  const others = (entries ?? []).filter((entry) => splitSpecFilter(entry)?.name !== name);
  const next = [...others, ...values.map((value) => `${name}:${value}`)];
  return next.length > 0 ? next : undefined;
}

/** A text or yes/no spec: checkboxes with counts; values of one spec match any. */
function SpecValuesFilter({ facet, search, onChange, name }: Omit<FilterProps, 'facets'> & SpecProps) {
  const chosen = specValuesOf(search.spec, facet.name);
  function toggle(value: string) {
    const next = chosen.includes(value) ? chosen.filter((other) => other !== value) : [...chosen, value];
    onChange({ ...search, spec: withSpecValues(search.spec, facet.name, next) });
  }
  return (
    <Group legend={facet.name}>
      {facet.values.map(({ value, count }) => (
        <Option
          key={value}
          type="checkbox"
          name={name}
          label={facet.kind === 'yes/no' ? yesNoLabel(value) : value}
          count={count}
          checked={chosen.includes(value)}
          onChange={() => toggle(value)}
        />
      ))}
    </Group>
  );
}

function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * A number spec: a typed range, applied when submitted or when the focus leaves it (never on each
 * keystroke, which would reload the list for every digit).
 */
function SpecRangeFilter({ facet, search, onChange }: Omit<FilterProps, 'facets'> & SpecProps) {
  const minId = useId();
  const maxId = useId();
  const appliedMin = specValuesOf(search.specMin, facet.name)[0] ?? '';
  const appliedMax = specValuesOf(search.specMax, facet.name)[0] ?? '';
  const [typed, setTyped] = useState({ min: appliedMin, max: appliedMax });
  const [shown, setShown] = useState({ min: appliedMin, max: appliedMax });
  const [problem, setProblem] = useState('');
  // The address changed from elsewhere (a chip removed, Clear all): show what it now says.
  if (shown.min !== appliedMin || shown.max !== appliedMax) {
    setShown({ min: appliedMin, max: appliedMax });
    setTyped({ min: appliedMin, max: appliedMax });
  }

  function apply() {
    const min = numberOf(typed.min);
    const max = numberOf(typed.max);
    if (Number.isNaN(min) || Number.isNaN(max)) {
      setProblem(`${facet.name}: type a number.`);
      return;
    }
    if (min !== undefined && max !== undefined && max < min) {
      setProblem(`${facet.name}: the maximum must not be below the minimum.`);
      return;
    }
    setProblem('');
    const nextMin = min === undefined ? '' : String(min);
    const nextMax = max === undefined ? '' : String(max);
    if (nextMin === appliedMin && nextMax === appliedMax) return;
    onChange({
      ...search,
      specMin: withSpecValues(search.specMin, facet.name, nextMin ? [nextMin] : []),
      specMax: withSpecValues(search.specMax, facet.name, nextMax ? [nextMax] : []),
    });
  }

  // Moving between the two bounds (or to Apply) is not leaving the range.
  function leave(event: FocusEvent<HTMLInputElement>) {
    if (!event.currentTarget.form?.contains(event.relatedTarget)) apply();
  }

  const unit = facet.unit ? ` (${facet.unit})` : '';
  const inputClass = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-2';
  const bound = (which: 'min' | 'max', id: string, label: string, placeholder: number | undefined) => (
    <div>
      <label htmlFor={id} className="text-sm">
        <span className="sr-only">{facet.name} </span>
        {label}
        {unit}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={typed[which]}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        onChange={(event) => setTyped((current) => ({ ...current, [which]: event.target.value }))}
        onBlur={leave}
        className={inputClass}
      />
    </div>
  );
  return (
    <Group legend={facet.name}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        className="flex items-end gap-2"
        aria-label={`${facet.name} range`}
      >
        {bound('min', minId, 'Min', facet.min)}
        {bound('max', maxId, 'Max', facet.max)}
        <ApplyButton />
      </form>
      <RangeProblem problem={problem} />
    </Group>
  );
}

interface SpecProps {
  facet: SpecFacet;
  name: string;
}

/** The chosen category's specs (the API sends `facets.specs` only with a category). */
function SpecFilters({ facets, search, onChange, name }: FilterProps & { name: string }) {
  if (search.category === undefined) return null;
  return (
    <>
      {(facets.specs ?? []).map((facet, index) =>
        facet.kind === 'number' ? (
          <SpecRangeFilter
            key={facet.name}
            facet={facet}
            search={search}
            onChange={onChange}
            name={`${name}-${index}`}
          />
        ) : (
          <SpecValuesFilter
            key={facet.name}
            facet={facet}
            search={search}
            onChange={onChange}
            name={`${name}-${index}`}
          />
        ),
      )}
    </>
  );
}

/**
 * Every filter with its count. The default export is what the list screen loads lazily: the panel
 * is not part of the home page's startup JavaScript, and its column is reserved meanwhile. Each change is a navigation (see the list screen), so the address
 * holds the filters and Back undoes the last one. Native inputs in fieldsets: the keyboard and
 * screen readers get radio groups and checkboxes with their legends.
 */
export function CatalogueFilters(props: FilterProps) {
  const id = useId();
  return (
    <div className="text-slate-800">
      <CategoryFilter {...props} name={`${id}-category`} />
      <BrandFilter {...props} name={`${id}-brand`} />
      <PriceFilter {...props} name={`${id}-price`} />
      <RatingFilter {...props} name={`${id}-rating`} />
      <StockFilter {...props} name={`${id}-stock`} />
      <SpecFilters {...props} name={`${id}-spec`} />
    </div>
  );
}

export default CatalogueFilters;
