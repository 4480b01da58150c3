/** A stored term's longest form: enough for any product a shopper names, short of pasted text. */
export const MAX_TERM_LENGTH = 80;

/**
 * Text that looks like it names a person rather than a product (an e-mail address, a phone or
 * card number: six digits or more in a row) is never counted, so the report holds no personal data.
 */
const PERSONAL = /@|\d(?:[\s-]?\d){5,}/;

/**
 * The form a search is counted under: trimmed, lower-cased, inner spaces collapsed to one, at most
 * MAX_TERM_LENGTH characters; `undefined` for a blank term or one that may be personal data.
 */
export function countableTerm(keyword: string): string | undefined {
  const term = keyword.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  if (term === '' || PERSONAL.test(term)) return undefined;
  // Cut by code points, as the column's CHECK counts them, never inside a surrogate pair.
  return Array.from(term).slice(0, MAX_TERM_LENGTH).join('').trimEnd();
}
