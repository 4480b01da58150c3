import { useState, type SubmitEvent } from 'react';
import type { CouponKind } from '../../contract/coupons.ts';
import { FormField, primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { SelectField } from '../../components/form-controls.tsx';
import { Message } from '../../components/message.tsx';
import { type Coupon, useSaveCoupon } from './coupons-api.ts';
import {
  check,
  type Errors,
  type Field,
  FIELD_ORDER,
  fieldErrorsIn,
  type Values,
  valuesOf,
} from './coupons-form-values.ts';
import { CouponScopePicker } from './coupons-scope.tsx';

const VALUE_LABELS: Record<CouponKind, string> = {
  percent: 'Value (% off)',
  fixed: 'Value ($ off)',
  'free-shipping': 'Value',
};

/**
 * A new coupon or promotion (no `coupon`), or an existing one, with every field the API keeps
 * (docs/admin.md#coupons). Checked here first; the server's 400 is shown above the form and beside
 * the field it names.
 */
export function CouponForm({
  coupon,
  onSaved,
  onCancel,
}: {
  coupon?: Coupon | undefined;
  onSaved: (coupon: Coupon) => void;
  onCancel: () => void;
}) {
  const save = useSaveCoupon();
  const [values, setValues] = useState(() => valuesOf(coupon));
  const [errors, setErrors] = useState<Errors>({});
  const serverErrors = save.error ? fieldErrorsIn(save.error.message) : {};
  const errorOf = (field: Field) => errors[field] ?? serverErrors[field];

  function change(next: Partial<Values>, fields: Field[] = []) {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(fields.map((field) => [field, undefined])),
    }));
    if (!save.isIdle) save.reset();
  }

  const text = (field: Exclude<Field, 'scope'>) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }, [field]),
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { input, errors: found } = check(values);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      const element = event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    save.mutate({ id: coupon?._id, input }, { onSuccess: onSaved });
  }

  return (
    <form onSubmit={submit} noValidate>
      {save.error && <Message variant="danger">{save.error.message}</Message>}
      <label className="mb-4 flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={values.automatic}
          onChange={(event) => change({ automatic: event.target.checked }, ['code'])}
        />
        Apply automatically (no code)
      </label>
      {values.automatic ? (
        <p className="mb-4 text-sm text-slate-600">
          A promotion applies by itself to every cart its rules fit; the best single offer wins.
        </p>
      ) : (
        <FormField
          label="Code"
          {...text('code')}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          hint="3 to 32 letters, digits, - or _; shoppers may type it in any case."
        />
      )}
      <FormField
        label="Description"
        {...text('description')}
        maxLength={200}
        autoComplete="off"
        hint="What shoppers see. Left empty, it says the offer (10 % off)."
      />
      <SelectField
        label="Kind"
        name="kind"
        value={values.kind}
        onChange={(event) => change({ kind: event.target.value as CouponKind }, ['value'])}
      >
        <option value="percent">Percent off</option>
        <option value="fixed">Amount off</option>
        <option value="free-shipping">Free shipping</option>
      </SelectField>
      {values.kind !== 'free-shipping' && (
        <FormField
          label={VALUE_LABELS[values.kind]}
          {...text('value')}
          required
          type="number"
          min={0}
          step={values.kind === 'percent' ? 0.001 : 0.01}
          inputMode="decimal"
        />
      )}
      <FormField
        label="Min subtotal ($)"
        {...text('minSubtotal')}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        hint="Empty: any subtotal."
      />
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <FormField label="Starts at" {...text('startsAt')} type="datetime-local" hint="Empty: at once." />
        <FormField label="Ends at" {...text('endsAt')} type="datetime-local" hint="Empty: never." />
        <FormField
          label="Max uses"
          {...text('maxUses')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          hint="Empty: no limit."
        />
        <FormField
          label="Max uses per customer"
          {...text('maxUsesPerCustomer')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          hint="Empty: no limit."
        />
      </div>
      <CouponScopePicker
        scope={values.scope}
        error={errorOf('scope')}
        onChange={(scope) => change({ scope }, ['scope'])}
      />
      <label className="mb-4 flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={values.active}
          onChange={(event) => change({ active: event.target.checked })}
        />
        Active (unticked: paused)
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : coupon ? 'Save coupon' : 'Create coupon'}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
