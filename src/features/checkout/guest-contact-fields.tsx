import { FormField } from '../../components/form-field.tsx';
import { EMAIL_MAX_LENGTH } from '../../contract/users.ts';
import { NAME_MAX_LENGTH } from '../../contract/limits.ts';
import { textProblem } from '../../contract/text-rules.ts';
import type { GuestDetails } from '../guest/index.ts';

export type GuestFieldErrors = Partial<Record<keyof GuestDetails, string>>;

/** The guest's details as typed (trimmed), or what is wrong with each, as shown beside the field. */
export function checkGuestDetails(
  email: string,
  name: string,
): { details: GuestDetails; errors?: undefined } | { details?: undefined; errors: GuestFieldErrors } {
  const errors: GuestFieldErrors = {};
  if (!email) errors.email = 'Enter your e-mail address';
  else if (textProblem(email, 'email')) errors.email = 'Enter an e-mail address such as name@example.com';
  if (!name) errors.name = 'Enter your name';
  else if (textProblem(name, 'single-line')) errors.name = 'Enter your name on one line';
  return errors.email || errors.name ? { errors } : { details: { email, name } };
}

/**
 * What a guest gives on the Shipping screen: where the order's mail goes, and whose it is. The
 * phone shows its e-mail keyboard, and the browser offers what it knows for both fields.
 */
export function GuestContactFields({
  details,
  errors,
  onEdit,
}: {
  details: GuestDetails | null;
  errors: GuestFieldErrors;
  onEdit: (field: keyof GuestDetails) => void;
}) {
  return (
    <fieldset className="mb-2">
      <legend className="mb-2 font-medium">Your details</legend>
      <FormField
        label="Email Address"
        name="guestEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={details?.email}
        hint="We send your order's link here: it is how you open your order again."
        error={errors.email}
        onChange={() => onEdit('email')}
      />
      <FormField
        label="Name"
        name="guestName"
        autoComplete="name"
        required
        maxLength={NAME_MAX_LENGTH}
        defaultValue={details?.name}
        error={errors.name}
        onChange={() => onEdit('name')}
      />
    </fieldset>
  );
}
