import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { FormField, primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { type TaxSettingsBody, taxSettingsQueryOptions, useUpdateTaxSettings } from './price-settings-api.ts';
import { CountrySelect } from './settings-countries.tsx';

interface RateDraft {
  key: number;
  country: string;
  region: string;
  rate: string;
}

interface Draft {
  defaultRate: string;
  pricesIncludeTax: boolean;
  rates: RateDraft[];
}

type Errors = Record<string, string>;

let lastKey = 0;
const key = () => ++lastKey;

function draftOf(settings: TaxSettingsBody): Draft {
  return {
    defaultRate: String(settings.defaultRate),
    pricesIncludeTax: settings.pricesIncludeTax,
    rates: settings.rates.map((rate) => ({
      key: key(),
      country: rate.country,
      region: rate.region ?? '',
      rate: String(rate.rate),
    })),
  };
}

function percent(text: string, label: string, errors: Errors, at: string): number {
  const rate = Number(text.trim() || Number.NaN);
  if (Number.isNaN(rate) || rate < 0 || rate > 100) errors[at] = `${label} must be a percent from 0 to 100`;
  return rate;
}

function check(draft: Draft): { body: TaxSettingsBody; errors: Errors } {
  const errors: Errors = {};
  const body: TaxSettingsBody = {
    defaultRate: percent(draft.defaultRate, 'Default rate', errors, 'defaultRate'),
    pricesIncludeTax: draft.pricesIncludeTax,
    rates: draft.rates.map((rate) => {
      if (!rate.country) errors[`${rate.key}.country`] = 'Choose a country';
      return {
        country: rate.country,
        // Typed in any case; ISO writes regions in capitals (US-CA).
        region: rate.region.trim() ? rate.region.trim().toUpperCase() : null,
        rate: percent(rate.rate, 'Rate', errors, `${rate.key}.rate`),
      };
    }),
  };
  return { body, errors };
}

/**
 * The owner's tax (docs/admin.md#shipping-zones-and-tax): the default rate, whether catalogue
 * prices include it, and rates per country or region, saved on their own.
 */
export function TaxSection() {
  const { data } = useSuspenseQuery(taxSettingsQueryOptions());
  const update = useUpdateTaxSettings();
  const [draft, setDraft] = useState(() => draftOf(data));
  const [errors, setErrors] = useState<Errors>({});

  function edit(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
    if (!update.isIdle) update.reset();
  }
  const editRate = (rateKey: number, change: Partial<RateDraft>) =>
    edit({ rates: draft.rates.map((rate) => (rate.key === rateKey ? { ...rate, ...change } : rate)) });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, errors: found } = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(body, { onSuccess: (saved) => setDraft(draftOf(saved)) });
  }

  return (
    <section aria-labelledby="tax-heading" className="mt-10">
      <h2 id="tax-heading" className="mb-2 text-xl font-semibold">
        Tax
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        The rate of the shopper&apos;s region applies, else their country&apos;s, else the default. Shipping
        is not taxed.
      </p>
      <form onSubmit={submit} noValidate>
        <FormField
          label="Default rate (%)"
          name="defaultRate"
          type="number"
          min={0}
          max={100}
          step={0.001}
          inputMode="decimal"
          value={draft.defaultRate}
          error={errors.defaultRate}
          onChange={(event) => edit({ defaultRate: event.target.value })}
        />
        <label className="mb-4 flex min-h-11 items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={draft.pricesIncludeTax}
            onChange={(event) => edit({ pricesIncludeTax: event.target.checked })}
          />
          Catalogue prices include tax
        </label>
        {draft.rates.map((rate, index) => (
          <fieldset key={rate.key} className="mb-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">Rate {index + 1}</legend>
            <div className="mb-4">
              <CountrySelect
                label="Country"
                placeholder="Choose a country"
                value={rate.country}
                error={errors[`${rate.key}.country`]}
                onChange={(country) => editRate(rate.key, { country })}
              />
            </div>
            <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
              <FormField
                label="Region"
                value={rate.region}
                maxLength={6}
                autoComplete="off"
                placeholder={rate.country ? `${rate.country}-XX` : 'US-CA'}
                hint="ISO 3166-2; empty for the whole country."
                onChange={(event) => editRate(rate.key, { region: event.target.value })}
              />
              <FormField
                label="Rate (%)"
                value={rate.rate}
                type="number"
                min={0}
                max={100}
                step={0.001}
                inputMode="decimal"
                error={errors[`${rate.key}.rate`]}
                onChange={(event) => editRate(rate.key, { rate: event.target.value })}
              />
            </div>
            <button
              type="button"
              className="min-h-11 rounded-md px-3 text-sm font-medium text-red-700 underline hover:bg-red-50"
              onClick={() => edit({ rates: draft.rates.filter((other) => other.key !== rate.key) })}
            >
              Remove rate {index + 1}
            </button>
          </fieldset>
        ))}
        {update.error && <Message variant="danger">Tax not saved: {update.error.message}</Message>}
        {Object.keys(errors).length > 0 && (
          <Message variant="danger">Tax not saved: check the fields marked above.</Message>
        )}
        {update.isSuccess && <Message variant="success">Tax saved</Message>}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() =>
              edit({ rates: [...draft.rates, { key: key(), country: '', region: '', rate: '' }] })
            }
          >
            Add rate
          </button>
          <button type="submit" className={primaryButton} disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save tax'}
          </button>
        </div>
      </form>
    </section>
  );
}
