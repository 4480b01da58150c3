import type { SavedAddressInput } from '../../contract/addresses.ts';

/**
 * Which field a server refusal of a saved address names, so its message sits beside that field:
 * "Invalid body: city must …" from the schema, "Region must be …" from the service. `form` when
 * it names none (the address book is full).
 */
export function addressFieldOf(message: string | undefined): keyof SavedAddressInput | 'form' | undefined {
  if (!message) return undefined;
  const said = message.replace(/^Invalid body: /, '').toLowerCase();
  const named = (['name', 'address', 'city', 'postalCode', 'country', 'region', 'phone'] as const).find(
    (field) => said.startsWith(`${field.toLowerCase()} `),
  );
  return named ?? 'form';
}
