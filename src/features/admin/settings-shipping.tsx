import { useSuspenseQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { FormField, primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { Message } from '../../components/message.tsx';
import { shippingSettingsQueryOptions, useUpdateShippingSettings } from './price-settings-api.ts';
import { countryLabel, CountrySelect } from './settings-countries.tsx';
import {
  check,
  draftsOf,
  type Errors,
  type MethodDraft,
  methodDraft,
  type ZoneDraft,
  zoneDraft,
} from './settings-shipping-drafts.ts';

const removeButton = 'min-h-11 rounded-md px-3 text-sm font-medium text-red-700 underline hover:bg-red-50';

/**
 * The owner's shipping zones (docs/admin.md#shipping-zones-and-tax): each a name, its countries
 * (ISO codes, `*` for the rest of the world) and its methods, added and removed here and saved
 * together, with their own saved or failed message.
 */
export function ShippingZonesSection() {
  const { data } = useSuspenseQuery(shippingSettingsQueryOptions());
  const update = useUpdateShippingSettings();
  const [zones, setZones] = useState(() => draftsOf(data));
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
