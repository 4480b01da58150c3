import type { FocusEventHandler } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { ADDRESS_LINE_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from '../../contract/limits.ts';

/** The three lines every address form asks for, by the names the API and the order keep. */
export type AddressLine = 'address' | 'city' | 'postalCode';

const LINES: readonly { name: AddressLine; label: string; autoComplete: string; maxLength: number }[] = [
  { name: 'address', label: 'Address', autoComplete: 'street-address', maxLength: ADDRESS_LINE_MAX_LENGTH },
  { name: 'city', label: 'City', autoComplete: 'address-level2', maxLength: ADDRESS_LINE_MAX_LENGTH },
  {
    name: 'postalCode',
    label: 'Postal Code',
    autoComplete: 'postal-code',
    maxLength: POSTAL_CODE_MAX_LENGTH,
  },
];

/**
 * Address, City and Postal Code, required, with the labels the spec names and the lengths the API
 * accepts: the Shipping screen's and the address book's, so the two cannot drift apart.
 */
export function AddressLineFields({
  values,
  errorFor,
  onBlur,
}: {
  values: Partial<Record<AddressLine, string>> | undefined;
  errorFor: (line: AddressLine) => string | undefined;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}) {
  return LINES.map(({ name, label, autoComplete, maxLength }) => (
    <FormField
      key={name}
      label={label}
      name={name}
      defaultValue={values?.[name]}
      autoComplete={autoComplete}
      {...(onBlur ? { onBlur } : {})}
      required
      maxLength={maxLength}
      error={errorFor(name)}
    />
  ));
}
