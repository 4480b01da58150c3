/** PostgreSQL's code for a unique violation; drizzle may wrap the driver's error in `cause`. */
const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'cause' in error ? codeOf(error.cause) : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
}

/** A row named a record that no longer exists (deleted meanwhile). */
const FOREIGN_KEY_VIOLATION = '23503';

export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === FOREIGN_KEY_VIOLATION;
}
