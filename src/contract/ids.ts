/**
 * Records are named by UUIDs. Anything else cannot name a record, and case does not matter:
 * an id is compared in its lower-case form everywhere.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The canonical (lower-case) form of an id, or undefined when it cannot name a record. */
export function canonicalId(value: string): string | undefined {
  return isUuid(value) ? value.toLowerCase() : undefined;
}
