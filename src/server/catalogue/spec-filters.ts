import type { CatalogueQuery } from '../../contract/catalogue.ts';
import type { SpecKind } from '../../contract/specs.ts';
import type { Db } from '../db/index.ts';
import { ValidationError } from '../errors.ts';
import {
  fieldsNamed,
  fieldsOf,
  isSpecNumber,
  MAX_SPEC_NUMBER,
  nameKeyOf,
  type FieldRecord,
} from './spec-rows.ts';

// The spec filters of a list (docs/catalogue.md#spec-filters): `spec=name:value` (repeatable;
// values of one name match any, different names all) and `specMin`/`specMax=name:number`.

/** One spec name's filters as the shopper sent them, read but not yet checked against fields. */
export interface SpecRequest {
  /** The name as sent (trimmed), for messages. */
  name: string;
  nameKey: string;
  /** The values sent for it, trimmed, each once, in order. */
  values: string[];
  min: number | undefined;
  max: number | undefined;
}

/**
 * One spec name's filter as lists compare it: a product passes when one of the values it answers to
 * for the name (its own spec or an in-stock variant's option, `product_spec_values`) is among
 * `keys` (text and yes/no) or `numbers` (when any are listed) and within `min`–`max`.
 */
export interface SpecFilter {
  nameKey: string;
  keys: string[];
  numbers: number[];
  min: number | undefined;
  max: number | undefined;
}

/** A value a product answers to for a spec name, as the lists' table keeps it. */
export interface SpecValue {
  nameKey: string;
  valueKey: string;
  label: string;
  number: number | null;
}

type SpecParameter = 'spec' | 'specMin' | 'specMax';

const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A number as a shopper writes one (`256`, `6.1`), within what a spec may hold; else undefined. */
function numberOf(text: string): number | undefined {
  const number = PLAIN_NUMBER.test(text) ? Number(text) : Number.NaN;
  return isSpecNumber(number) ? number : undefined;
}

function splitPair(parameter: SpecParameter, text: string): { name: string; value: string } {
  const at = text.indexOf(':');
  if (at === -1) throw new ValidationError(`${parameter} (${text}) must be name:value`);
  const name = text.slice(0, at).trim();
  const value = text.slice(at + 1).trim();
  if (name === '') throw new ValidationError(`${parameter} (${text}) needs a spec name before the colon`);
  if (value === '') throw new ValidationError(`${parameter} (${text}) needs a value after the colon`);
  return { name, value };
}

/**
 * The spec parameters of a query, grouped by name (any letter case): syntax checked here, before
 * the cache is asked, so the cache key holds one spelling of each. Names in the order first sent.
 */
export function specRequestsOf(query: CatalogueQuery): SpecRequest[] {
  const byKey = new Map<string, SpecRequest>();
  const requestFor = (name: string) => {
    const nameKey = nameKeyOf(name);
    let request = byKey.get(nameKey);
    if (!request) {
      request = { name, nameKey, values: [], min: undefined, max: undefined };
      byKey.set(nameKey, request);
    }
    return request;
  };
  for (const text of query.spec ?? []) {
    const { name, value } = splitPair('spec', text);
    const request = requestFor(name);
    if (!request.values.includes(value)) request.values.push(value);
  }
  for (const parameter of ['specMin', 'specMax'] as const) {
    for (const text of query[parameter] ?? []) {
      const { name, value } = splitPair(parameter, text);
      const bound = numberOf(value);
      if (bound === undefined) {
        throw new ValidationError(
          `${parameter} (${text}): ${value} is not a number between -${MAX_SPEC_NUMBER} and ${MAX_SPEC_NUMBER}`,
        );
      }
      const request = requestFor(name);
      const side = parameter === 'specMin' ? 'min' : 'max';
      if (request[side] !== undefined) throw new ValidationError(`${parameter}: ${name} is given twice`);
      request[side] = bound;
    }
  }
  const requests = [...byKey.values()].sort((a, b) => a.nameKey.localeCompare(b.nameKey));
  for (const request of requests) {
    request.values.sort();
    if (request.min !== undefined && request.max !== undefined && request.min > request.max) {
      throw new ValidationError(`specMin must not be more than specMax (${request.name})`);
    }
  }
  return requests;
}

/** What a value sent for a field of this kind is compared as; undefined when it is none of its kind. */
function comparedAs(kind: SpecKind, value: string): { key?: string; number?: number } | undefined {
  switch (kind) {
    case 'number': {
      const number = numberOf(value);
      return number === undefined ? undefined : { number };
    }
    case 'yes/no': {
      const answer = value.toLowerCase();
      return answer === 'yes' || answer === 'no' ? { key: answer } : undefined;
    }
    case 'text':
      return { key: value.toLowerCase() };
  }
}

const KIND_WORDS: Record<SpecKind, string> = { number: 'a number', 'yes/no': 'yes or no', text: 'text' };

function filterOf(request: SpecRequest, fields: readonly FieldRecord[]): SpecFilter {
  const kinds = [...new Set(fields.map((field) => field.kind))];
  const name = fields[0]?.name ?? request.name;
  if ((request.min !== undefined || request.max !== undefined) && !kinds.includes('number')) {
    throw new ValidationError(`specMin/specMax: ${name} is not a number spec`);
  }
  const filter: SpecFilter = {
    nameKey: request.nameKey,
    keys: [],
    numbers: [],
    min: request.min,
    max: request.max,
  };
  for (const value of request.values) {
    const readings = kinds.flatMap((kind) => comparedAs(kind, value) ?? []);
    if (readings.length === 0) {
      throw new ValidationError(`spec (${name}:${value}): ${name} must be ${KIND_WORDS[kinds[0] ?? 'text']}`);
    }
    for (const { key, number } of readings) {
      if (key !== undefined && !filter.keys.includes(key)) filter.keys.push(key);
      if (number !== undefined && !filter.numbers.includes(number)) filter.numbers.push(number);
    }
  }
  return filter;
}

/**
 * The requests checked against the spec fields: with a category, each name must be one of its
 * fields; without one, a field of some category (a name no category has is refused rather than
 * matching nothing, so a mistyped link says so). Values must be of the field's kind. Also answers
 * the category's fields, which its facets list.
 */
export async function resolveSpecFilters(
  db: Db,
  category: string | undefined,
  requests: readonly SpecRequest[],
): Promise<{ filters: SpecFilter[]; fields: FieldRecord[] }> {
  const fields = category === undefined ? [] : await fieldsOf(db, category);
  if (requests.length === 0) return { filters: [], fields };
  const candidates =
    category === undefined
      ? await fieldsNamed(
          db,
          requests.map((request) => request.nameKey),
        )
      : fields;
  const filters = requests.map((request) => {
    const named = candidates.filter((field) => field.nameKey === request.nameKey);
    if (named.length === 0) {
      throw new ValidationError(
        category === undefined
          ? `spec: no category has a spec named ${request.name}`
          : `spec: ${request.name} is not a spec of ${category}`,
      );
    }
    return filterOf(request, named);
  });
  return { filters, fields };
}

/** Whether a product's values pass one spec name's filter, as the database's condition tests it. */
export function passesSpecFilter(values: readonly SpecValue[], filter: SpecFilter): boolean {
  const listed = filter.keys.length > 0 || filter.numbers.length > 0;
  return values.some(
    (value) =>
      value.nameKey === filter.nameKey &&
      (!listed ||
        filter.keys.includes(value.valueKey) ||
        (value.number !== null && filter.numbers.includes(value.number))) &&
      (filter.min === undefined || (value.number !== null && value.number >= filter.min)) &&
      (filter.max === undefined || (value.number !== null && value.number <= filter.max)),
  );
}
