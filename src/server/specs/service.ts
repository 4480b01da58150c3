import { type AuditActor, recordAudit } from '../audit/index.ts';
import type { CategorySpecFields, SpecField } from '../../contract/specs.ts';
import { type Db, transaction } from '../db/index.ts';
import { ConflictError } from '../errors.ts';
import type { ReadCache } from '../read-cache.ts';
import { fieldsOf, type FieldRecord } from '../catalogue/index.ts';
import { checkFields } from './field-rules.ts';
import * as specsRepo from './repo.ts';

const asField = ({ name, kind, unit }: FieldRecord): SpecField => ({ name, kind, unit });

/**
 * A kept field whose kind or unit changes while products hold values for it would leave those
 * values wrong (`256` GB read as TB): refused, naming the field (docs/catalogue.md#specs).
 */
function refuseChangedWithValues(
  before: readonly FieldRecord[],
  after: readonly FieldRecord[],
  valueCounts: ReadonlyMap<string, number>,
): void {
  const old = new Map(before.map((field) => [field.nameKey, field]));
  for (const field of after) {
    const was = old.get(field.nameKey);
    const held = valueCounts.get(field.nameKey) ?? 0;
    if (!was || held === 0 || (was.kind === field.kind && was.unit === field.unit)) continue;
    throw new ConflictError(
      `fields: ${field.name} has values on ${held} product${held === 1 ? '' : 's'}; ` +
        'remove the field (which removes its values) before changing its kind or unit',
    );
  }
}

/**
 * A category's spec fields (docs/catalogue.md#specs): read by shoppers through the catalogue's
 * read cache, replaced whole by admins. Every replacement clears that cache, since lists, facets
 * and product pages show the fields.
 */
export function createSpecService(db: Db, options: { cache: ReadCache }) {
  const { cache } = options;
  return {
    fields(category: string): Promise<CategorySpecFields> {
      return cache.get(`spec-fields:${category}`, async () => ({
        category,
        fields: (await fieldsOf(db, category)).map(asField),
      }));
    },

    async replaceFields(
      category: string,
      fields: readonly SpecField[],
      actor: AuditActor,
    ): Promise<CategorySpecFields> {
      const checked = checkFields(fields);
      await transaction(db, async (tx) => {
        await specsRepo.lockFields(tx, category);
        const before = await fieldsOf(tx, category);
        refuseChangedWithValues(before, checked, await specsRepo.valueCounts(tx, category));
        await specsRepo.replaceFields(tx, category, checked);
        await recordAudit(tx, {
          actor,
          kind: 'category.spec-fields',
          target: category,
          before: { fields: before.map(asField) },
          after: { fields: checked.map(asField) },
        });
      });
      cache.clear();
      return { category, fields: checked.map(asField) };
    },
  };
}

export type SpecService = ReturnType<typeof createSpecService>;
