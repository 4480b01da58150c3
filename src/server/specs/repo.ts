import { and, count, eq, sql } from 'drizzle-orm';
import { type Db, categorySpecFields, productSpecs } from '../db/index.ts';
import type { FieldRecord } from '../catalogue/index.ts';

// A category's spec fields as admins replace them (docs/catalogue.md#specs); the values lists
// filter by follow through the database's triggers (migration 0021).

/** How many products hold a value for each of the category's fields, by name key. */
export async function valueCounts(tx: Db, category: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ nameKey: productSpecs.nameKey, products: count() })
    .from(productSpecs)
    .where(eq(productSpecs.category, category))
    .groupBy(productSpecs.nameKey);
  return new Map(rows.map((row) => [row.nameKey, row.products]));
}

/** A text as an element of a PostgreSQL array literal. */
function quoted(text: string): string {
  return `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`;
}

/**
 * The category's fields become `fields`, in their order: a field no longer sent is deleted with
 * its values (the foreign key's cascade), a kept one is updated in place (its values stay), a new
 * one is added. The caller has checked that no kept field with values changes kind or unit.
 */
export async function replaceFields(tx: Db, category: string, fields: readonly FieldRecord[]): Promise<void> {
  const kept = `{${fields.map((field) => quoted(field.nameKey)).join(',')}}`;
  await tx
    .delete(categorySpecFields)
    .where(
      and(
        eq(categorySpecFields.category, category),
        sql`${categorySpecFields.nameKey} <> ALL(${kept}::text[])`,
      ),
    );
  if (fields.length === 0) return;
  await tx
    .insert(categorySpecFields)
    .values(fields.map((field, position) => ({ category, ...field, position })))
    .onConflictDoUpdate({
      target: [categorySpecFields.category, categorySpecFields.nameKey],
      set: {
        name: sql`excluded.name`,
        kind: sql`excluded.kind`,
        unit: sql`excluded.unit`,
        position: sql`excluded.position`,
      },
    });
}

/** Takes the category's fields for this transaction: two admins' edits of them run one after the other. */
export async function lockFields(tx: Db, category: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`spec-fields:${category}`}, 0))`);
}
