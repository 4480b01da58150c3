/** PostgreSQL's code for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE an error carries, if any; drizzle may wrap the driver's error in `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  return 'cause' in error ? sqlStateOf(error.cause) : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/** A row named a record that no longer exists (deleted meanwhile). */
const FOREIGN_KEY_VIOLATION = '23503';

export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === FOREIGN_KEY_VIOLATION;
}
