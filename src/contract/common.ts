import { Type, type Static, type TString, type TStringOptions } from 'typebox';
import { EMAIL_PATTERN, MULTI_LINE_PATTERN, SINGLE_LINE_PATTERN } from './text-rules.ts';

/** Every error the API returns has this body; the SPA shows `message`. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** Identifiers are UUIDs; anything else cannot name a record. */
export const Id = Type.String({ minLength: 1, maxLength: 64 });

export const IsoDate = Type.String({ format: 'date-time' });

/**
 * Marks a request field that names a record. The server's validator rewrites a UUID in it to lower
 * case (docs/security.md), so services only ever see, store and compare
 * canonical ids; anything that is not a UUID is left as sent and cannot name a record.
 */
export const CANONICAL_ID_KEYWORD = 'x-canonical-id';

/** An id as a request sends it: a path parameter, `_id` or `orderItems[].product`. */
export const IdInput = Type.String({ maxLength: 200, [CANONICAL_ID_KEYWORD]: true });

type TextOptions = Omit<TStringOptions, 'pattern'>;

/** Names, address lines, search words: no control characters, no line breaks, no bidi overrides. */
export function SingleLineText(options: TextOptions = {}): TString {
  return Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });
}

/** Comments and descriptions: tab and line breaks allowed, other control characters refused. */
export function MultiLineText(options: TextOptions = {}): TString {
  return Type.String({ ...options, pattern: MULTI_LINE_PATTERN });
}

/** An address a person could receive mail at, as browsers' email inputs accept it. */
export function EmailAddress(options: TextOptions = {}): TString {
  return Type.String({ ...options, pattern: EMAIL_PATTERN });
}
