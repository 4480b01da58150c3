import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { FormField, primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import {
  type ShippingSettings,
  shippingSettingsQueryOptions,
  useUpdateShippingSettings,
} from './price-settings-api.ts';
import { countryLabel, CountrySelect } from './settings-countries.tsx';

interface MethodDraft {
  key: number;
  /** Empty for a method added here: made from its name on save. */
  id: string;
  name: string;
  price: string;
  freeOver: string;
  estimate: string;
}

interface ZoneDraft {
  key: number;
  id: string;
  name: string;
  countries: string[];
  methods: MethodDraft[];
}

type Errors = Record<string, string>;

const removeButton = 'min-h-11 rounded-md px-3 text-sm font-medium text-red-700 underline hover:bg-red-50';

/** Ids the server accepts (`^[a-z0-9][a-z0-9_-]{0,39}$`), made from a name and unique beside `taken`. */
function idFrom(name: string, fallback: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** React's keys for the rows being edited: ids may be blank or change, keys never do. */
let lastKey = 0;
const key = () => ++lastKey;

function useDrafts(settings: ShippingSettings) {
  const methodDraft = (method?: ShippingSettings['zones'][number]['methods'][number]): MethodDraft => ({
    key: key(),
    id: method?.id ?? '',
    name: method?.name ?? '',
    price: method ? String(method.price) : '',
    freeOver: method?.freeOver == null ? '' : String(method.freeOver),
    estimate: method?.estimate ?? '',
  });
  const zoneDraft = (zone?: ShippingSettings['zones'][number]): ZoneDraft => ({
    key: key(),
    id: zone?.id ?? '',
    name: zone?.name ?? '',
    countries: zone ? [...zone.countries] : [],
    methods: zone ? zone.methods.map(methodDraft) : [methodDraft()],
  });
  const draftsOf = (read: ShippingSettings) => read.zones.map(zoneDraft);
  const [zones, setZones] = useState(() => draftsOf(settings));
  return { zones, setZones, zoneDraft, methodDraft, draftsOf };
}

/** A dollar amount typed in a box; `optional` lets blank mean "none". */
function dollars(text: string, label: string, errors: Errors, at: string, optional = false): number | null {
  if (!text.trim()) {
    if (!optional) errors[at] = `${label} is required`;
    return null;
  }
  const amount = Number(text);
  if (Number.isNaN(amount) || amount < 0) errors[at] = `${label} must be an amount of at least 0`;
  return amount;
}

/** The drafts as the API takes them, and what is wrong with them before they are sent. */
function check(zones: readonly ZoneDraft[]): { body: ShippingSettings; errors: Errors } {
  const errors: Errors = {};
  const zoneIds = new Set(zones.map((zone) => zone.id).filter(Boolean));
  const body: ShippingSettings = {
    zones: zones.map((zone) => {
      if (!zone.name.trim()) errors[`${zone.key}.name`] = 'Zone name is required';
      if (zone.countries.length === 0) errors[`${zone.key}.countries`] = 'Add at least one country';
      const zoneId = zone.id || idFrom(zone.name, 'zone', zoneIds);
      zoneIds.add(zoneId);
      const methodIds = new Set(zone.methods.map((method) => method.id).filter(Boolean));
      return {
        id: zoneId,
        name: zone.name.trim(),
        countries: zone.countries,
        methods: zone.methods.map((method) => {
          const at = `${zone.key}.${method.key}`;
          if (!method.name.trim()) errors[`${at}.name`] = 'Method name is required';
          const methodId = method.id || idFrom(method.name, 'method', methodIds);
          methodIds.add(methodId);
          return {
            id: methodId,
            name: method.name.trim(),
            price: dollars(method.price, 'Price', errors, `${at}.price`) ?? 0,
            freeOver: dollars(method.freeOver, 'Free over', errors, `${at}.freeOver`, true),
            estimate: method.estimate.trim(),
          };
        }),
      };
    }),
  };
  return { body, errors };
}

/**
 * The owner's shipping zones (docs/admin.md#shipping-zones-and-tax): each a name, its countries
 * (ISO codes, `*` for the rest of the world) and its methods, added and removed here and saved
 * together, with their own saved or failed message.
 */
export function ShippingZonesSection() {
  const { data } = useSuspenseQuery(shippingSettingsQueryOptions());
  const update = useUpdateShippingSettings();
  const { zones, setZones, zoneDraft, methodDraft, draftsOf } = useDrafts(data);
  const [errors, setErrors] = useState<Errors>({});
  const taken = zones.flatMap((zone) => zone.countries);

  function edit(change: (current: ZoneDraft[]) => ZoneDraft[]) {
    setZones(change);
    setErrors({});
    if (!update.isIdle) update.reset();
  }
  const editZone = (key: number, change: Partial<ZoneDraft>) =>
    edit((current) => current.map((zone) => (zone.key === key ? { ...zone, ...change } : zone)));
  const editMethod = (zone: ZoneDraft, key: number, change: Partial<MethodDraft>) =>
    editZone(zone.key, {
      methods: zone.methods.map((method) => (method.key === key ? { ...method, ...change } : method)),
    });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, errors: found } = check(zones);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(body, { onSuccess: (saved) => setZones(draftsOf(saved)) });
  }

  return (
    <section aria-labelledby="shipping-zones-heading" className="mt-10">
      <h2 id="shipping-zones-heading" className="mb-2 text-xl font-semibold">
        Shipping zones
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        A shopper is offered the methods of the zone their country is in; a country in no zone cannot be
        shipped to unless a zone holds * (the rest of the world). Free over: free when the goods, after any
        discount, come to more; empty for never.
      </p>
      <form onSubmit={submit} noValidate>
        {zones.map((zone, zoneIndex) => (
          <fieldset key={zone.key} className="mb-6 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold">
              Zone {zoneIndex + 1}
              {zone.name.trim() && `: ${zone.name.trim()}`}
            </legend>
            <FormField
              label="Zone name"
              value={zone.name}
              maxLength={60}
              autoComplete="off"
              error={errors[`${zone.key}.name`]}
              onChange={(event) => editZone(zone.key, { name: event.target.value })}
            />
            <div className="mb-4">
              <p className="mb-1 font-medium">Countries</p>
              {zone.countries.length > 0 && (
                <ul aria-label={`Countries of zone ${zoneIndex + 1}`} className="mb-2 flex flex-wrap gap-2">
                  {zone.countries.map((code) => (
                    <li
                      key={code}
                      className="inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-1 pl-3 pr-1 text-sm"
                    >
                      {countryLabel(code)}
                      <button
                        type="button"
                        aria-label={`Remove ${countryLabel(code)}`}
                        className="flex size-9 items-center justify-center rounded-full hover:bg-slate-200"
                        onClick={() =>
                          editZone(zone.key, { countries: zone.countries.filter((other) => other !== code) })
                        }
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              <CountrySelect
                label="Add a country"
                placeholder="Choose a country"
                value=""
                exclude={taken}
                withRestOfWorld
                error={errors[`${zone.key}.countries`]}
                onChange={(code) => {
                  if (code) editZone(zone.key, { countries: [...zone.countries, code] });
                }}
              />
            </div>
            {zone.methods.map((method, methodIndex) => {
              const at = `${zone.key}.${method.key}`;
              return (
                <fieldset key={method.key} className="mb-3 rounded-md border border-slate-200 p-3">
                  <legend className="px-1 text-sm font-semibold">
                    Method {methodIndex + 1}
                    {method.name.trim() && `: ${method.name.trim()}`}
                  </legend>
                  <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
                    <FormField
                      label="Method name"
                      value={method.name}
                      maxLength={60}
                      autoComplete="off"
                      error={errors[`${at}.name`]}
                      onChange={(event) => editMethod(zone, method.key, { name: event.target.value })}
                    />
                    <FormField
                      label="Estimate"
                      value={method.estimate}
                      maxLength={60}
                      autoComplete="off"
                      placeholder="3–5 business days"
                      onChange={(event) => editMethod(zone, method.key, { estimate: event.target.value })}
                    />
                    <FormField
                      label="Price ($)"
                      value={method.price}
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      error={errors[`${at}.price`]}
                      onChange={(event) => editMethod(zone, method.key, { price: event.target.value })}
                    />
                    <FormField
                      label="Free over ($)"
                      value={method.freeOver}
                      type="number"
                      min={0}
                      step={0.01}
                      inputMode="decimal"
                      error={errors[`${at}.freeOver`]}
                      onChange={(event) => editMethod(zone, method.key, { freeOver: event.target.value })}
                    />
                  </div>
                  {zone.methods.length > 1 && (
                    <button
                      type="button"
                      className={removeButton}
                      onClick={() =>
                        editZone(zone.key, {
                          methods: zone.methods.filter((other) => other.key !== method.key),
                        })
                      }
                    >
                      Remove method {method.name.trim() || methodIndex + 1}
                    </button>
                  )}
                </fieldset>
              );
            })}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => editZone(zone.key, { methods: [...zone.methods, methodDraft()] })}
              >
                Add method
              </button>
              {zones.length > 1 && (
                <button
                  type="button"
                  className={removeButton}
                  onClick={() => edit((current) => current.filter((other) => other.key !== zone.key))}
                >
                  Remove zone {zone.name.trim() || zoneIndex + 1}
                </button>
              )}
            </div>
          </fieldset>
        ))}
        {update.error && <Message variant="danger">Shipping zones not saved: {update.error.message}</Message>}
        {Object.keys(errors).length > 0 && (
          <Message variant="danger">Shipping zones not saved: check the fields marked above.</Message>
        )}
        {update.isSuccess && <Message variant="success">Shipping zones saved</Message>}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => edit((current) => [...current, zoneDraft()])}
          >
            Add zone
          </button>
          <button type="submit" className={primaryButton} disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save shipping zones'}
          </button>
        </div>
      </form>
    </section>
  );
}
