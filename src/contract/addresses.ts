import { Type, type Static } from 'typebox';
import { Id, IdInput, SingleLineText } from './common.ts';
import { REGION_PATTERN } from './countries.ts';
import { ADDRESS_LINE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from './limits.ts';

/** How many addresses one customer keeps (docs/accounts.md#saved-addresses). */
export const MAX_SAVED_ADDRESSES = 20;

const Line = SingleLineText({ minLength: 1, maxLength: ADDRESS_LINE_MAX_LENGTH });

/** What a customer sends to save or change an address. */
export const SavedAddressInput = Type.Object({
  name: SingleLineText({ minLength: 1, maxLength: 100 }),
  address: Line,
  city: Line,
  postalCode: SingleLineText({ minLength: 1, maxLength: POSTAL_CODE_MAX_LENGTH }),
  /** ISO 3166-1 alpha-2, one of `COUNTRY_CODES` (checked by the service, which names the field). */
  country: Type.String({ minLength: 2, maxLength: 2, pattern: '^[A-Z]{2}$' }),
  /** ISO 3166-2 within `country` (`US-CA`); empty or absent for none. */
  region: Type.Optional(
    Type.Union([Type.String({ pattern: REGION_PATTERN, maxLength: 6 }), Type.Literal(''), Type.Null()]),
  ),
  phone: Type.Optional(
    Type.Union([Type.String({ pattern: '^\\+?[0-9][0-9 ()-]{4,22}[0-9]$' }), Type.Literal(''), Type.Null()]),
  ),
  /** Makes it the default; the first address saved is the default whatever this says. */
  isDefault: Type.Optional(Type.Boolean()),
});
export type SavedAddressInput = Static<typeof SavedAddressInput>;

export const SavedAddress = Type.Object({
  _id: Id,
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  country: Type.String(),
  region: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.Boolean(),
});
export type SavedAddress = Static<typeof SavedAddress>;

export const SavedAddressList = Type.Array(SavedAddress);

export const SavedAddressParams = Type.Object({ id: IdInput });
