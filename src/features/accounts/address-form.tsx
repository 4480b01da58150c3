import { useState, type SubmitEvent } from 'react';
import { regionBelongsTo } from '../../contract/countries.ts';
import type { SavedAddress, SavedAddressInput } from '../../contract/addresses.ts';
import { FormField, primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { SelectField } from '../../components/form-controls.tsx';
import { formValues } from '../../lib/form-values.ts';
import { AddressLineFields } from './address-line-fields.tsx';
import { addressFieldOf } from './address-refusal.ts';
import { countryOptions } from './address-text.ts';

/** A saved address's fields, new (no `address`) or being changed. */
export function AddressForm({
  address,
  error,
  pending,
  onSave,
  onCancel,
}: {
  address?: SavedAddress | undefined;
  error?: string | undefined;
  pending: boolean;
  onSave: (input: SavedAddressInput) => void;
  onCancel: () => void;
}) {
  // A region is checked here by the server's own rule, so a slip is named before anything is sent.
  const [regionError, setRegionError] = useState<string | undefined>();
  const failed = addressFieldOf(error);
  const errorFor = (field: keyof SavedAddressInput) => (failed === field ? error : undefined);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formValues(event.currentTarget);
    const text = (name: string) => read(name).trim();
    const country = text('country');
    const region = text('region').toUpperCase();
    if (region !== '' && !regionBelongsTo(region, country)) {
      setRegionError(`Region must be a subdivision of ${country}, such as ${country}-01`);
      return;
    }
    setRegionError(undefined);
    onSave({
      name: text('name'),
      address: text('address'),
      city: text('city'),
      postalCode: text('postalCode'),
      country,
      region,
      phone: text('phone'),
      isDefault: read('isDefault') === 'on' || undefined,
    });
  }

  return (
    <form onSubmit={submit} aria-label={address ? `Edit ${address.name}` : 'New address'} className="mt-4">
      {failed === 'form' && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {error}
        </p>
      )}
      <FormField
        label="Name"
        name="name"
        defaultValue={address?.name}
        autoComplete="name"
        required
        maxLength={100}
        error={errorFor('name')}
      />
      <AddressLineFields values={address} errorFor={errorFor} />
      <SelectField
        label="Country"
        name="country"
        defaultValue={address?.country ?? 'US'}
        autoComplete="country"
        required
        error={errorFor('country')}
      >
        {countryOptions().map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <FormField
        label="State / region (optional)"
        name="region"
        defaultValue={address?.region ?? ''}
        autoComplete="off"
        maxLength={6}
        hint="A state or province code, such as US-CA"
        error={regionError ?? errorFor('region')}
        onChange={() => setRegionError(undefined)}
      />
      <FormField
        label="Phone (optional)"
        name="phone"
        type="tel"
        inputMode="tel"
        defaultValue={address?.phone ?? ''}
        autoComplete="tel"
        maxLength={24}
        error={errorFor('phone')}
      />
      {!address?.isDefault && (
        <label className="mb-4 flex min-h-11 items-center gap-2">
          <input type="checkbox" name="isDefault" className="size-5" />
          Make this my default address
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={pending}>
          Save Address
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
