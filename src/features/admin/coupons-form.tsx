import { useState, type SubmitEvent } from 'react';
import { COUPON_CODE_PATTERN, type CouponKind, type CouponScope } from '../../contract/coupons.ts';
import { FormField, primaryButton, secondaryButton } from '../../components/form-field.tsx';
import { SelectField } from '../../components/form-controls.tsx';
import { Message } from '../../components/message.tsx';
import { type Coupon, type CouponInput, useSaveCoupon } from './coupons-api.ts';
import { CouponScopePicker, EMPTY_SCOPE } from './coupons-scope.tsx';
import { automaticDescription } from './coupons-words.ts';

type Field =
  | 'code'
  | 'description'
  | 'value'
  | 'minSubtotal'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'maxUsesPerCustomer'
  | 'scope';
type Errors = Partial<Record<Field, string>>;

interface Values {
  automatic: boolean;
  code: string;
  description: string;
  kind: CouponKind;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  active: boolean;
  scope: CouponScope;
}

/** Fields in the order the form shows them, so the first problem gets the focus. */
const FIELD_ORDER: Field[] = [
  'code',
  'description',
  'value',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'scope',
];

/**
 * How the server names each field in a 400: in words ("Min subtotal must …") or by its key
 * ("Invalid body: maxUses must be >= 1"). Longer names first: "Max uses per customer" before
 * "Max uses".
 */
const SERVER_NAMES: readonly (readonly [string, Field])[] = [
  ['max uses per customer', 'maxUsesPerCustomer'],
  ['maxusespercustomer', 'maxUsesPerCustomer'],
  ['max uses', 'maxUses'],
  ['maxuses', 'maxUses'],
  ['min subtotal', 'minSubtotal'],
  ['minsubtotal', 'minSubtotal'],
  ['starts at', 'startsAt'],
  ['startsat', 'startsAt'],
  ['ends at', 'endsAt'],
  ['endsat', 'endsAt'],
  ['coupon code', 'code'],
  ['code', 'code'],
  ['description', 'description'],
  ['value', 'value'],
  ['scope', 'scope'],
];

/** Each part of the server's message beside the field it names (the whole stays above the form). */
function fieldErrorsIn(message: string): Errors {
  const errors: Errors = {};
  for (const part of message.replace(/^Invalid body: /, '').split('; ')) {
    const lower = part.toLowerCase();
    const named = SERVER_NAMES.find(([name]) => lower.startsWith(`${name} `) || lower.startsWith(`${name}.`));
    if (named) errors[named[1]] ??= part;
  }
  return errors;
}

/** An ISO moment as a `datetime-local` input shows it: the admin's own clock, to the minute. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const moment = new Date(iso);
  return new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function valuesOf(coupon: Coupon | undefined): Values {
  if (!coupon)
    return {
      automatic: false,
      code: '',
      description: '',
      kind: 'percent',
      value: '',
      minSubtotal: '',
      startsAt: '',
      endsAt: '',
      maxUses: '',
      maxUsesPerCustomer: '',
      active: true,
      scope: EMPTY_SCOPE,
    };
  const described = coupon.description !== automaticDescription(coupon.kind, coupon.value);
  return {
    automatic: coupon.code === null,
    code: coupon.code ?? '',
    description: described ? coupon.description : '',
    kind: coupon.kind,
    value: coupon.kind === 'free-shipping' ? '' : String(coupon.value),
    minSubtotal: coupon.minSubtotal > 0 ? String(coupon.minSubtotal) : '',
    startsAt: localInput(coupon.startsAt),
    endsAt: localInput(coupon.endsAt),
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? '' : String(coupon.maxUsesPerCustomer),
    active: coupon.active,
    scope: coupon.scope ?? EMPTY_SCOPE,
  };
}

/** A blank limit is "no limit"; anything else a whole number from 1. */
function limitOf(text: string, label: string, errors: Errors, field: Field): number | null {
  if (!text.trim()) return null;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1) errors[field] = `${label} must be a whole number of at least 1`;
  return limit;
}

function amountOf(text: string, label: string, errors: Errors, field: Field): number {
  const amount = Number(text.trim());
  if (Number.isNaN(amount) || amount < 0) errors[field] = `${label} must be a number of at least 0`;
  return amount;
}

/** The form's values as the API takes them, and what is wrong with them before they are sent. */
function check(values: Values): { input: CouponInput; errors: Errors } {
  const errors: Errors = {};
  const code = values.code.trim();
  if (!values.automatic && !new RegExp(COUPON_CODE_PATTERN).test(code))
    errors.code = 'Code must be 3 to 32 letters, digits, - or _';
  let value = 0;
  if (values.kind !== 'free-shipping') {
    if (!values.value.trim()) errors.value = 'Value is required';
    else value = amountOf(values.value, 'Value', errors, 'value');
  }
  const minSubtotal = values.minSubtotal.trim()
    ? amountOf(values.minSubtotal, 'Min subtotal', errors, 'minSubtotal')
    : 0;
  const description = values.description.trim();
  const { categories, brands, products } = values.scope;
  const scoped = categories.length + brands.length + products.length > 0;
  return {
    errors,
    input: {
      code: values.automatic ? null : code,
      // Left out, the server describes the offer from its kind and value, as they are now.
      ...(description ? { description } : {}),
      kind: values.kind,
      value,
      minSubtotal,
      startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : null,
      endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
      maxUses: limitOf(values.maxUses, 'Max uses', errors, 'maxUses'),
      maxUsesPerCustomer: limitOf(
        values.maxUsesPerCustomer,
        'Max uses per customer',
        errors,
        'maxUsesPerCustomer',
      ),
      active: values.active,
      scope: scoped ? values.scope : null,
    },
  };
}

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
