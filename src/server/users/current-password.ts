import { ERROR_CODES } from '../../contract/errors.ts';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from '../../contract/users.ts';
import { AppError } from '../errors.ts';
import { verifyPassword } from './password.ts';
import type { AccountThrottles } from './throttles.ts';

/** A `400` the storefront shows beside its Current password field (code `CURRENT_PASSWORD`). */
export class CurrentPasswordError extends AppError {
  constructor(message: string) {
    super(400, message, ERROR_CODES.currentPassword);
  }
}

/** The current password as sent: absent and empty both mean none was given. */
export function givenCurrentPassword(value: string | undefined): string {
  if (!value) throw new CurrentPasswordError(CURRENT_PASSWORD_REQUIRED);
  return value;
}

/**
 * Checks the current password as a sign-in would, through the same throttle (counted as a failure
 * before it is checked, forgiven when right), so a stolen token cannot be used to guess the
 * password faster than the sign-in screen allows (docs/accounts.md).
 */
export async function proveCurrentPassword(
  throttles: Pick<AccountThrottles, 'signInAttempt'>,
  account: { email: string; passwordHash: string },
  given: string,
  clientAddress: string,
): Promise<void> {
  const succeeded = await throttles.signInAttempt(account.email, clientAddress);
  if (!(await verifyPassword(given, account.passwordHash))) {
    throw new CurrentPasswordError(CURRENT_PASSWORD_WRONG);
  }
  await succeeded();
}
