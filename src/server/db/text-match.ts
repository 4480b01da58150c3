import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// LIKE with the keyword's own characters: what every "contains" search of the shop uses.

/** `%`, `_` and `\` in a keyword are literal characters, not LIKE wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** `column` contains `text` as typed, case as stored. */
export function contains(column: SQL | AnyPgColumn, text: string): SQL {
  return sql`${column} LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
