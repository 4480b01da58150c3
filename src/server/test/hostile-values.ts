import fc from 'fast-check';
import { CANONICAL_ID_KEYWORD } from '../../contract/common.ts';
import { CONTROL_TEXTS, hostileSamples, TRICKY_TEXTS, type Schema } from './hostile-samples.ts';

/**
 * Random request values for a schema, for property-based runs: mostly values the schema accepts
 * (so requests get past validation into the services), mixed with the hostile samples and with
 * arbitrary Unicode, at every level of nesting.
 */

/** Ids of records that exist, so hostile values reach rows and not only "not found". */
export interface KnownValues {
  ids: readonly string[];
}

const MAX_DEPTH = 4;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function acceptedString(schema: Schema, known: KnownValues): fc.Arbitrary<string> {
  if (schema[CANONICAL_ID_KEYWORD] === true && known.ids.length > 0) {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...known.ids) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  }
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxLength, 60), 60));
  const sized = (text: string) => text.padEnd(minLength, 'a').slice(0, maxLength);
  return typeof schema.pattern === 'string'
    ? fc.stringMatching(new RegExp(schema.pattern, 'u'), { maxLength }).map(sized)
    : fc.string({ minLength, maxLength });
}

function acceptedNumber(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = numberOr(schema.minimum, -1_000_000);
  const max = numberOr(schema.maximum, 1_000_000);
  // Business rules (a rating of 1 to 5, a quantity of 1 to 10) often live below the schema.
  const small = fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 10), Math.max(min, 0)) });
  const any = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(small, any);
}

function accepted(schema: Schema, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => randomValue(branch, known, depth)));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      return acceptedString(schema, known);
    case 'integer':
    case 'number':
      return acceptedNumber(schema, schema.type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, randomValue(property, known, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: Object.keys(shape).filter((name) => required.has(name)) });
    }
    case 'array':
      return fc.array(randomValue((schema.items ?? {}) as Schema, known, depth + 1), {
        maxLength: Math.min(numberOr(schema.maxItems, 4), 4),
      });
    default:
      return fc.string();
  }
}

/** A random value for `schema`, at any depth possibly hostile. */
export function randomValue(schema: Schema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  const hostile = fc.constantFrom(...hostileSamples(schema));
  if (depth > MAX_DEPTH) return hostile;
  const textual = schema.type === 'string' || schema.type === undefined;
  return fc.oneof(
    { weight: 6, arbitrary: accepted(schema, known, depth) },
    { weight: 2, arbitrary: hostile },
    {
      weight: textual ? 2 : 0,
      arbitrary: fc.oneof(
        fc.constantFrom(...CONTROL_TEXTS, ...TRICKY_TEXTS),
        fc.string({ unit: 'binary', maxLength: 30 }),
      ),
    },
  );
}
