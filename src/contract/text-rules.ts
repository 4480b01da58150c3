/**
 * What text the API accepts (docs/security.md). Every text field of
 * every request follows one of these rules; the request schemas carry them as `pattern`s, so they
 * are checked once, at the boundary, before any code sees the value. Kept free of schema code (like
 * limits.ts) so the storefront can use the same rules without shipping the schema library.
 *
 * The patterns are written with `\u` escapes rather than raw characters, so they read the same in
 * this file, in the OpenAPI document and in an error report.
 */

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls (NEL among them). */
const CONTROLS_BUT_LINE_BREAKS_AND_TAB = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const TAB_AND_LINE_BREAKS = '\\u0009\\u000a\\u000d\\u2028\\u2029';
/** Embeddings, overrides and isolates: they reorder how text is displayed ("Trojan Source"). */
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';

/** Names, emails, address lines, search words: one line, no controls, no bidi reordering. */
export const SINGLE_LINE_PATTERN = `^[^${CONTROLS_BUT_LINE_BREAKS_AND_TAB}${TAB_AND_LINE_BREAKS}${BIDI_CONTROLS}]*$`;

/** Comments and descriptions: tab and line breaks are fine; other control characters are not. */
export const MULTI_LINE_PATTERN = `^[^${CONTROLS_BUT_LINE_BREAKS_AND_TAB}]*$`;

const EMAIL_LOCAL_PART = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * An address the way browsers' `<input type="email">` accept it (the WHATWG rule), with a dotted
 * domain. One `@`, nothing after the domain: `a@example.com?cc=x@evil.example` is refused. Spaces
 * around it are allowed because the server trims emails anyway.
 */
export const EMAIL_PATTERN = `^ *${EMAIL_LOCAL_PART}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})+ *$`;

export type TextRule = 'single-line' | 'multi-line' | 'email';

const patternRules: ReadonlyMap<string, TextRule> = new Map([
  [SINGLE_LINE_PATTERN, 'single-line'],
  [MULTI_LINE_PATTERN, 'multi-line'],
  [EMAIL_PATTERN, 'email'],
]);

/** Which text rule a schema pattern stands for, if it is one of ours. */
export function textRuleOf(pattern: string): TextRule | undefined {
  return patternRules.get(pattern);
}

const lineBreak = /[\n\r\u2028\u2029\u0085]/;
const bidiControl = /[\u202a-\u202e\u2066-\u2069]/;
const singleLine = new RegExp(SINGLE_LINE_PATTERN, 'u');
const multiLine = new RegExp(MULTI_LINE_PATTERN, 'u');
const email = new RegExp(EMAIL_PATTERN, 'u');

/**
 * What is wrong with `value` under `rule`, as the end of a sentence that starts with the field's
 * name ("name must not contain control characters"), or undefined when it is fine.
 */
export function textProblem(value: string, rule: TextRule): string | undefined {
  switch (rule) {
    case 'email':
      return email.test(value) ? undefined : 'must be a valid email address';
    case 'multi-line':
      return multiLine.test(value) ? undefined : 'must not contain control characters';
    case 'single-line':
      if (singleLine.test(value)) return undefined;
      if (lineBreak.test(value)) return 'must be a single line of text';
      if (bidiControl.test(value)) return 'must not contain bidirectional override characters';
      return 'must not contain control characters';
  }
}
