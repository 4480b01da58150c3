import type { SpecField } from '../../contract/specs.ts';
import { nameKeyOf, type FieldRecord } from '../catalogue/index.ts';
import { ValidationError } from '../errors.ts';

const MAX_NAME_LENGTH = 80;
const MAX_UNIT_LENGTH = 20;

/**
 * The fields an admin sends for a category, checked and trimmed: names present, without a colon
 * (a filter is `name:value`) and unique whatever their case, units only on number fields (an empty
 * unit is none). Each refusal names the field it is about.
 */
export function checkFields(fields: readonly SpecField[]): FieldRecord[] {
  const seen = new Set<string>();
  return fields.map((field, at) => {
    const name = field.name.trim();
    const where = `fields[${at}]`;
    if (name === '' || name.length > MAX_NAME_LENGTH) {
      throw new ValidationError(`${where}.name must be 1 to ${MAX_NAME_LENGTH} characters`);
    }
    if (name.includes(':')) throw new ValidationError(`${where}.name (${name}) must not contain a colon`);
    const nameKey = nameKeyOf(name);
    if (seen.has(nameKey)) throw new ValidationError(`${where}.name: ${name} is already a field`);
    seen.add(nameKey);
    const unit = field.unit?.trim() || null;
    if (unit !== null && field.kind !== 'number') {
      throw new ValidationError(`${where}.unit: only number fields have a unit (${name})`);
    }
    if (unit !== null && unit.length > MAX_UNIT_LENGTH) {
      throw new ValidationError(`${where}.unit (${name}) must be at most ${MAX_UNIT_LENGTH} characters`);
    }
    return { name, nameKey, kind: field.kind, unit };
  });
}
