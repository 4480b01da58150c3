import { COUPON_CODE_PATTERN, type CouponKind, type CouponScope } from '../../contract/coupons.ts';
import type { Coupon, CouponInput } from './coupons-api.ts';
import { automaticDescription } from './coupons-words.ts';

/** The coupon form's fields as typed, checked and turned into what the API takes (docs/admin.md#coupons). */

export const EMPTY_SCOPE: CouponScope = { categories: [], brands: [], products: [] };

export type Field =
  | 'code'
  | 'description'
  | 'value'
  | 'minSubtotal'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'maxUsesPerCustomer'
  | 'scope';
export type Errors = Partial<Record<Field, string>>;

export interface Values {
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
export const FIELD_ORDER: Field[] = [
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
export function fieldErrorsIn(message: string): Errors {
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

export function valuesOf(coupon: Coupon | undefined): Values {
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
export function check(values: Values): { input: CouponInput; errors: Errors } {
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
