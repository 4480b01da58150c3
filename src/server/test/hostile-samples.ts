import { randomUUID } from 'node:crypto';
import { CANONICAL_ID_KEYWORD } from '../../contract/common.ts';

/**
 * Hostile values for request fields, derived from each field's schema: control and bidi
 * characters, huge strings, numbers that are not finite or do not fit, wrong types, arrays where
 * scalars belong, deep nesting, prototype keys, ids in the wrong case and ids of nothing, SQL and
 * LIKE metacharacters. A new field gets them without a test change.
 */

export type Schema = Record<string, unknown>;

/** Texts that have broken servers: each control character the rules name, inside ordinary text. */
export const CONTROL_TEXTS = [
  'before\u0000after',
  '\u0000',
  'bell\u0007',
  'tab\there',
  'line\nbreak',
  'carriage\rreturn',
  'escape\u001b[31m',
  'delete\u007f',
  'next\u0085line',
  'c1\u009bcontrol',
  'line\u2028separator',
  'evil\u202egnp.exe',
  'isolate\u2067text',
  '\ufeffbom',
];

export const TRICKY_TEXTS = [
  '',
  ' ',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '0x10',
  '9007199254740993',
  "' OR '1'='1' --",
  '%_\\%',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  'lone\ud800surrogate',
  '😀👍🏽 İı ß',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
];

export const HOSTILE_NUMBERS: unknown[] = [
  -1,
  0,
  -0,
  0.5,
  19.999,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Infinity,
  -Infinity,
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '',
  ' 1',
  '0x10',
  'ten',
];

/** An object with an own enumerable key that plain assignment would not create (`__proto__`). */
export function withOwnKey(target: object, key: string, value: unknown): object {
  return Object.defineProperty({ ...target }, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function nested(levels: number, leaf: unknown, inArrays: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level++) value = inArrays ? [value] : { a: value };
  return value;
}

export const WRONG_TYPES: unknown[] = [
  null,
  0,
  [],
  {},
  nested(500, 'deep', true),
  nested(500, 'deep', false),
  withOwnKey({}, '__proto__', { isAdmin: true }),
  { constructor: { prototype: { isAdmin: true } } },
];

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** A fixed list of values that should all be refused (or handled) without a server error. */
export function hostileSamples(schema: Schema): unknown[] {
  switch (schema.type) {
    case 'string': {
      const maxLength = numberOr(schema.maxLength, 1000);
      const tooLong = ['x'.repeat(maxLength + 1), 'é'.repeat(20_000)];
      const ids = schema[CANONICAL_ID_KEYWORD] === true ? ['not-a-uuid', randomUUID().toUpperCase()] : [];
      return [...CONTROL_TEXTS, ...TRICKY_TEXTS, ...tooLong, ...ids, ...WRONG_TYPES];
    }
    case 'integer':
    case 'number':
      return [
        ...HOSTILE_NUMBERS,
        numberOr(schema.minimum, 0) - 1,
        numberOr(schema.maximum, 0) + 1,
        ...WRONG_TYPES,
      ];
    case 'boolean':
      return ['true', 'yes', 1, ...WRONG_TYPES];
    case 'array':
      return [
        Array.from({ length: numberOr(schema.maxItems, 100) + 1 }, () => ({})),
        [null],
        [[[]]],
        ...WRONG_TYPES,
      ];
    default:
      return WRONG_TYPES;
  }
}

/** Picks a real id for a field, by its name and the route it is sent to. */
export type IdPicker = (field: string) => string;

/** Ordinary values by field name, where the schema alone cannot say what would pass the rules. */
const EXAMPLES: Record<string, string> = {
  email: 'walker@example.com',
  password: 'correct horse battery',
  paymentMethod: 'TestCard',
  image: '/uploads/demo/none.webp',
  number: '4242 4242 4242 4242',
  cvc: '123',
  postalCode: '12345',
  keyword: 'phone',
};

/**
 * Optional fields the example leaves out: a new password makes the server hash it, which takes a
 * quarter of a second by design, for every request built on the example. Each is still sent
 * (hostile) when it is the field being tested.
 */
const SKIPPED_WHEN_OPTIONAL = new Set(['password']);

/** A value the schema accepts, deterministic, so one field at a time can be made hostile. */
export function exampleValue(schema: Schema, field: string, pickId: IdPicker): unknown {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches?.[0]) return exampleValue(branches[0], field, pickId);
  if ('const' in schema) return schema.const;
  switch (schema.type) {
    case 'string': {
      if (schema[CANONICAL_ID_KEYWORD] === true) return pickId(field);
      const minLength = numberOr(schema.minLength, 1);
      const text = EXAMPLES[field] ?? 'Walker';
      return text.padEnd(minLength, 'x').slice(0, numberOr(schema.maxLength, 1000));
    }
    case 'integer':
    case 'number':
      return Math.max(numberOr(schema.minimum, 1), Math.min(1, numberOr(schema.maximum, 1)));
    case 'boolean':
      return false;
    case 'array':
      return [exampleValue((schema.items ?? {}) as Schema, field, pickId)];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name) || !SKIPPED_WHEN_OPTIONAL.has(name))
          .map(([name, property]) => [name, exampleValue(property, name, pickId)]),
      );
    }
    default:
      return 'Walker';
  }
}

export interface Leaf {
  path: (string | number)[];
  schema: Schema;
}

/** Every field of a schema, nested ones and whole objects and arrays included. */
export function fieldsOf(schema: Schema, path: (string | number)[] = []): Leaf[] {
  const found: Leaf[] = path.length > 0 ? [{ path, schema }] : [];
  if (schema.type === 'object') {
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      found.push(...fieldsOf(property, [...path, name]));
    }
  } else if (schema.type === 'array' && schema.items) {
    found.push(...fieldsOf(schema.items as Schema, [...path, 0]));
  }
  return found;
}

/** A copy of `base` with `value` at `path`. */
export function replacedAt(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(base)) {
    const copy: unknown[] = [...(base as unknown[])];
    copy[Number(head)] = replacedAt(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  copy[String(head)] = replacedAt(copy[String(head)], rest, value);
  return copy;
}
