import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductSpec, SpecField, SpecKind } from '../../contract/specs.ts';
import { type Db, categorySpecFields, productSpecs } from '../db/index.ts';

// Spec fields and a product's specs as they are read: by product pages, lists' spec filters and
// facets, admins and saves (docs/catalogue.md#specs).

/** A spec field as it is kept: its name's lower case is what products and filters refer to it by. */
export interface FieldRecord extends SpecField {
  nameKey: string;
}

/** What a spec name is compared by: `Storage`, ` storage ` and `STORAGE` are one field. */
export function nameKeyOf(name: string): string {
  return name.trim().toLowerCase();
}

/** The largest number a spec may hold, either side of zero: far beyond any real figure. */
export const MAX_SPEC_NUMBER = 1_000_000_000;

/** Whether a number is one a spec may hold: finite, within MAX_SPEC_NUMBER either side of zero. */
export function isSpecNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MAX_SPEC_NUMBER;
}

const fieldColumns = {
  name: categorySpecFields.name,
  nameKey: categorySpecFields.nameKey,
  kind: sql<SpecKind>`${categorySpecFields.kind}`,
  unit: categorySpecFields.unit,
};

/** A category's fields in the admin's order; `[]` for a category that defines none. */
export function fieldsOf(db: Db, category: string): Promise<FieldRecord[]> {
  return db
    .select(fieldColumns)
    .from(categorySpecFields)
    .where(eq(categorySpecFields.category, category))
    .orderBy(asc(categorySpecFields.position));
}

/** Every field of these names, whatever the category: what a list without a category reads. */
export function fieldsNamed(db: Db, nameKeys: readonly string[]): Promise<FieldRecord[]> {
  if (nameKeys.length === 0) return Promise.resolve([]);
  return db
    .select(fieldColumns)
    .from(categorySpecFields)
    .where(inArray(categorySpecFields.nameKey, [...nameKeys]))
    .orderBy(asc(categorySpecFields.category), asc(categorySpecFields.position));
}

/** A product's specs in its category's field order, each with its field's name and unit. */
export async function specsOf(db: Db, productId: string): Promise<ProductSpec[]> {
  const rows = await db
    .select({
      name: categorySpecFields.name,
      unit: categorySpecFields.unit,
      numberValue: productSpecs.numberValue,
      textValue: productSpecs.textValue,
      boolValue: productSpecs.boolValue,
    })
    .from(productSpecs)
    .innerJoin(
      categorySpecFields,
      and(
        eq(categorySpecFields.category, productSpecs.category),
        eq(categorySpecFields.nameKey, productSpecs.nameKey),
      ),
    )
    .where(eq(productSpecs.productId, productId))
    .orderBy(asc(categorySpecFields.position));
  return rows.map(({ name, unit, numberValue, textValue, boolValue }) => ({
    name,
    value: numberValue ?? textValue ?? boolValue ?? '',
    unit,
  }));
}
