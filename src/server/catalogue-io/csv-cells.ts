/**
 * The catalogue file's cells (docs/admin.md#catalogue-import-and-export). A cell a spreadsheet
 * would read as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) is written with a
 * leading `'`, so a product's text cannot run code in the admin's spreadsheet (OWASP "CSV
 * injection"); the import takes that `'` off again, so an export imports back unchanged.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/** One cell, always quoted, a formula's first character defused. */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: readonly (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A cell as the import reads it: the export's defusing `'` removed. */
export function cellText(raw: string): string {
  return ESCAPED_FORMULA.test(raw) ? raw.slice(1) : raw;
}
