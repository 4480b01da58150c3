import { eq } from 'drizzle-orm';
import type { ProductBody } from '../../contract/products.ts';
import type { ProductSpecInput } from '../../contract/specs.ts';
import { fieldsOf, isSpecNumber, MAX_SPEC_NUMBER, nameKeyOf, type FieldRecord } from '../catalogue/index.ts';
import { type Db, productSpecs } from '../db/index.ts';
import { ValidationError } from '../errors.ts';

// A save's specs (docs/catalogue.md#specs): checked against the product's category's fields,
// written whole with the product, and kept fitting when the category changes.

/** A product's value for one field, in the column of the field's kind. */
interface SpecValueRecord {
  nameKey: string;
  kind: FieldRecord['kind'];
  numberValue: number | null;
  textValue: string | null;
  boolValue: boolean | null;
}

function valueOf(field: FieldRecord, value: ProductSpecInput['value']): SpecValueRecord | undefined {
  const record = {
    nameKey: field.nameKey,
    kind: field.kind,
    numberValue: null,
    textValue: null,
    boolValue: null,
  };
  switch (field.kind) {
    case 'number':
      if (typeof value !== 'number') throw new ValidationError(`specs: ${field.name} must be a number`);
      if (!isSpecNumber(value)) {
        throw new ValidationError(
          `specs: ${field.name} must be between -${MAX_SPEC_NUMBER} and ${MAX_SPEC_NUMBER}`,
        );
      }
      return { ...record, numberValue: value };
    case 'text': {
      if (typeof value !== 'string') throw new ValidationError(`specs: ${field.name} must be text`);
      const text = value.trim();
      // An empty text is a box of the form left empty: no value, not one to show.
      return text === '' ? undefined : { ...record, textValue: text };
    }
    case 'yes/no':
      if (typeof value !== 'boolean') throw new ValidationError(`specs: ${field.name} must be true or false`);
      return { ...record, boolValue: value };
  }
}

/**
 * The specs a save sends, checked against the fields of the category it saves: each name a field
 * (any letter case), sent once, with a value of the field's kind. Undefined when none are sent
 * (the product keeps its own). The first refusal names the spec.
 */
export async function checkSentSpecs(db: Db, body: ProductBody): Promise<SpecValueRecord[] | undefined> {
  if (body.specs === undefined) return undefined;
  const category = body.category.trim();
  const byKey = new Map((await fieldsOf(db, category)).map((field) => [field.nameKey, field]));
  const seen = new Set<string>();
  return body.specs.flatMap((spec) => {
    const nameKey = nameKeyOf(spec.name);
    const field = byKey.get(nameKey);
    if (!field) throw new ValidationError(`specs: ${spec.name.trim()} is not a spec field of ${category}`);
    if (seen.has(nameKey)) throw new ValidationError(`specs: ${field.name} is sent twice`);
    seen.add(nameKey);
    return valueOf(field, spec.value) ?? [];
  });
}

/**
 * A save that moves the product to another category without sending specs keeps its specs only if
 * the new category has a field of the same name and kind for each: otherwise 400, naming the
 * first that does not fit, and nothing changes (the database refuses it too, migration 0021).
 */
export async function refuseSpecsNotFitting(tx: Db, productId: string, category: string): Promise<void> {
  const kept = await tx
    .select({ nameKey: productSpecs.nameKey, kind: productSpecs.kind, category: productSpecs.category })
    .from(productSpecs)
    .where(eq(productSpecs.productId, productId));
  if (kept.every((spec) => spec.category === category)) return;
  const fields = await fieldsOf(tx, category);
  const misfit = kept.find((spec) => !fields.some((f) => f.nameKey === spec.nameKey && f.kind === spec.kind));
  if (misfit) {
    throw new ValidationError(
      `specs: the product's ${misfit.nameKey} spec is not a ${misfit.kind} field of ${category}; ` +
        'send specs for the new category with the save',
    );
  }
}

/**
 * Before the product's row is saved: checks the sent specs against the saved category, or that the
 * kept ones fit it. Returns what `writeSpecs` writes after the row.
 */
export async function specsBeforeSave(tx: Db, productId: string, body: ProductBody) {
  const sent = await checkSentSpecs(tx, body);
  if (sent === undefined) await refuseSpecsNotFitting(tx, productId, body.category.trim());
  return sent;
}

/** After the product's row is saved: its specs become those sent (none sent: left as they are). */
export async function writeSpecs(
  tx: Db,
  productId: string,
  category: string,
  sent: readonly SpecValueRecord[] | undefined,
): Promise<void> {
  if (sent === undefined) return;
  await tx.delete(productSpecs).where(eq(productSpecs.productId, productId));
  if (sent.length === 0) return;
  await tx.insert(productSpecs).values(sent.map((value) => ({ productId, category, ...value })));
}
