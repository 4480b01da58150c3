import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/limits.ts';

/** The fixed message (docs/architecture.md §4) when Password and Confirm Password differ; nothing is sent then. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The password rules (docs/architecture.md §8), shown with the field before anyone gets them wrong. */
export const PASSWORD_RULES = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; common passwords are refused.`;
