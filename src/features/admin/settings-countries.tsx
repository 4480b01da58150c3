import { useId, useMemo } from 'react';
import { COUNTRY_CODES, countryName } from '../../contract/countries.ts';

/** `*` in a zone: every country no other zone names (docs/prices.md#shipping-zones). */
export const REST_OF_WORLD = '*';

/** "DE Germany", or "* Rest of the world". */
export function countryLabel(code: string): string {
  return code === REST_OF_WORLD ? '* Rest of the world' : `${code} ${countryName(code)}`;
}

let sortedCountries: { code: string; name: string }[] | undefined;

/** Every country by its English name, worked out once the first picker opens. */
function countriesByName() {
  sortedCountries ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return sortedCountries;
}

/** A country chosen from the ISO list by its name; the code is what is kept. */
export function CountrySelect({
  label,
  value,
  onChange,
  placeholder,
  exclude = [],
  withRestOfWorld = false,
  error,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  placeholder: string;
  exclude?: readonly string[];
  withRestOfWorld?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  // Some 250 options per select: built again only when what they leave out changes, so typing
  // elsewhere in the form does not walk them all on every key.
  const excluded = exclude.join(' ');
  const options = useMemo(() => {
    const left = new Set(excluded.split(' '));
    return countriesByName()
      .filter(({ code }) => code === value || !left.has(code))
      .map(({ code, name }) => (
        <option key={code} value={code}>
          {name} ({code})
        </option>
      ));
  }, [excluded, value]);
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 aria-invalid:border-red-600"
      >
        <option value="">{placeholder}</option>
        {withRestOfWorld && !exclude.includes(REST_OF_WORLD) && (
          <option value={REST_OF_WORLD}>{countryLabel(REST_OF_WORLD)}</option>
        )}
        {options}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
