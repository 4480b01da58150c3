import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CouponScope } from '../../contract/coupons.ts';
import { secondaryButton } from '../../components/form-field.tsx';
import { getProducts, productQueryOptions, useCategories } from '../catalogue/index.ts';

const inputClass = 'min-h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3';
const chipClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-slate-50 py-1 pl-3 pr-1 text-sm';

/** A chosen brand or product, with its × to take it out again. */
function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className={chipClass}>
      <span className="break-words">{label}</span>
      <button
        type="button"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
        className="flex size-9 items-center justify-center rounded-full hover:bg-slate-200"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The brands the catalogue sells, from the storefront's own counts, to pick from as one types. */
function useKnownBrands(): string[] {
  const { data } = useQuery({
    queryKey: ['coupon-scope', 'brands'],
    queryFn: () => getProducts({ keyword: '', pageNumber: 1 }),
    staleTime: 5 * 60_000,
  });
  return (data?.facets.brands ?? []).map(({ value }) => value);
}

function CategoriesPicker({ chosen, onChange }: { chosen: string[]; onChange: (next: string[]) => void }) {
  const { data } = useCategories();
  const names = [...new Set([...(data ?? []).map(({ name }) => name), ...chosen])].sort((a, b) =>
    a.localeCompare(b),
  );
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 font-medium">Categories</legend>
      {names.length === 0 && <p className="text-sm text-slate-600">The shop has no categories yet.</p>}
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {names.map((name) => (
          <label key={name} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.includes(name)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, name] : chosen.filter((category) => category !== name),
                )
              }
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function BrandsPicker({ chosen, onChange }: { chosen: string[]; onChange: (next: string[]) => void }) {
  const id = useId();
  const known = useKnownBrands();
  const [typed, setTyped] = useState('');
  function add() {
    const name = typed.trim();
    if (!name) return;
    // The brand as the catalogue spells it, whatever case the admin typed.
    const brand = known.find((candidate) => candidate.toLowerCase() === name.toLowerCase()) ?? name;
    if (!chosen.some((existing) => existing.toLowerCase() === brand.toLowerCase()))
      onChange([...chosen, brand]);
    setTyped('');
  }
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        Brands
      </label>
      {chosen.length > 0 && (
        <ul aria-label="Chosen brands" className="mb-2 flex flex-wrap gap-2">
          {chosen.map((brand) => (
            <Chip key={brand} label={brand} onRemove={() => onChange(chosen.filter((b) => b !== brand))} />
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          list={`${id}-known`}
          value={typed}
          maxLength={100}
          autoComplete="off"
          className={inputClass}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <datalist id={`${id}-known`}>
          {known.map((brand) => (
            <option key={brand} value={brand} />
          ))}
        </datalist>
        <button type="button" className={secondaryButton} onClick={add}>
          Add brand
        </button>
      </div>
    </div>
  );
}

function ProductsPicker({ chosen, onChange }: { chosen: string[]; onChange: (next: string[]) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const results = useQuery({
    queryKey: ['coupon-scope', 'products', searched],
    queryFn: () => getProducts({ keyword: searched, pageNumber: 1 }),
    enabled: searched !== '',
  });
  // The names of products already in the scope, which the coupon holds only as ids.
  const details = useQueries({ queries: chosen.map((productId) => productQueryOptions(productId)) });
  const nameOf = (productId: string, index: number) => details[index]?.data?.name ?? productId;
  function search() {
    setSearched(typed.trim());
  }
  const found = (results.data?.products ?? []).filter((product) => !chosen.includes(product._id));
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        Products
      </label>
      {chosen.length > 0 && (
        <ul aria-label="Chosen products" className="mb-2 flex flex-wrap gap-2">
          {chosen.map((productId, index) => (
            <Chip
              key={productId}
              label={nameOf(productId, index)}
              onRemove={() => onChange(chosen.filter((other) => other !== productId))}
            />
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          placeholder="Product name"
          value={typed}
          maxLength={100}
          autoComplete="off"
          className={inputClass}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        <button type="button" className={secondaryButton} onClick={search}>
          Find
        </button>
      </div>
      {results.isError && <p className="mt-1 text-sm text-red-700">{results.error.message}</p>}
      {results.isSuccess && found.length === 0 && (
        <p className="mt-1 text-sm text-slate-600">No other products match “{searched}”.</p>
      )}
      {found.length > 0 && (
        <ul aria-label="Matching products" className="mt-2 divide-y divide-slate-200 rounded-md border">
          {found.map((product) => (
            <li key={product._id} className="flex items-center justify-between gap-2 px-3 py-1">
              <span className="min-w-0 break-words">{product.name}</span>
              <button
                type="button"
                aria-label={`Add ${product.name}`}
                className={secondaryButton}
                onClick={() => onChange([...chosen, product._id])}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * What an offer covers (docs/prices.md#coupons-and-promotions): categories from the shop's list,
 * brands as the catalogue spells them, products found by name. Nothing chosen: the whole cart.
 */
export function CouponScopePicker({
  scope,
  error,
  onChange,
}: {
  scope: CouponScope;
  error: string | undefined;
  onChange: (scope: CouponScope) => void;
}) {
  return (
    <fieldset className="mb-4 rounded-md border border-slate-200 p-3">
      <legend className="px-1 font-semibold">Applies to</legend>
      <p className="mb-3 text-sm text-slate-600">
        Leave all empty for the whole cart. A line counts when any choice names it; the minimum and a percent
        are then taken of those lines only.
      </p>
      <CategoriesPicker
        chosen={scope.categories}
        onChange={(categories) => onChange({ ...scope, categories })}
      />
      <BrandsPicker chosen={scope.brands} onChange={(brands) => onChange({ ...scope, brands })} />
      <ProductsPicker chosen={scope.products} onChange={(products) => onChange({ ...scope, products })} />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
