import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

/**
 * Typed specs (docs/catalogue.md#specs, docs/decisions/0093-typed-spec-storage.md): the fields a
 * category defines, each product's values for them, and the values lists filter and count by.
 * Names are compared by `name_key`, their lower-case form (`nameKeyOf` in catalogue/spec-rows.ts),
 * so `storage` and `Storage` are one field.
 */

export const categorySpecFields = pgTable(
  'category_spec_fields',
  {
    category: text('category').notNull(),
    nameKey: text('name_key').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Only for number fields (`GB`); null otherwise. */
    unit: text('unit'),
    /** The order the admin listed the fields in. */
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ name: 'category_spec_fields_pkey', columns: [table.category, table.nameKey] }),
    check('category_spec_fields_kind', sql`${table.kind} IN ('number', 'text', 'yes/no')`),
    check('category_spec_fields_unit_on_numbers', sql`${table.unit} IS NULL OR ${table.kind} = 'number'`),
  ],
);

/**
 * One product's value for one field of its category, in the column of the field's kind. The
 * product's category and the field's kind are repeated so that foreign keys hold the value to a
 * field of the product's own category, of the kind the value has (migration 0021).
 */
export const productSpecs = pgTable(
  'product_specs',
  {
    productId: uuid('product_id').notNull(),
    category: text('category').notNull(),
    nameKey: text('name_key').notNull(),
    kind: text('kind').notNull(),
    numberValue: doublePrecision('number_value'),
    textValue: text('text_value'),
    boolValue: boolean('bool_value'),
  },
  (table) => [
    primaryKey({ name: 'product_specs_pkey', columns: [table.productId, table.nameKey] }),
    check(
      'product_specs_value_of_kind',
      sql`CASE ${table.kind}
        WHEN 'number' THEN ${table.numberValue} IS NOT NULL AND ${table.textValue} IS NULL AND ${table.boolValue} IS NULL
        WHEN 'text' THEN ${table.textValue} IS NOT NULL AND ${table.numberValue} IS NULL AND ${table.boolValue} IS NULL
        ELSE ${table.boolValue} IS NOT NULL AND ${table.numberValue} IS NULL AND ${table.textValue} IS NULL
      END`,
    ),
  ],
);

/**
 * What lists filter and count by: every value a product answers to for a spec name, from its own
 * specs and from the options of its variants in stock (`256 GB` as the number 256), one row per
 * product, name and value. Kept by triggers whoever writes specs, variants, options, a product's
 * category or a category's fields (migration 0021); never written by the application.
 */
export const productSpecValues = pgTable(
  'product_spec_values',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    /** `yes`/`no`, a text's lower case, a number as text: what a `spec=` filter compares. */
    valueKey: text('value_key').notNull(),
    /** The value as a facet shows it (a text in the case it was written). */
    label: text('label').notNull(),
    numberValue: doublePrecision('number_value'),
  },
  (table) => [
    primaryKey({
      name: 'product_spec_values_pkey',
      columns: [table.productId, table.nameKey, table.valueKey],
    }),
    // A number filter's probe reads the number from the index alone.
    index('product_spec_values_by_number')
      .on(table.nameKey, table.numberValue, table.productId)
      .where(sql`${table.numberValue} IS NOT NULL`),
  ],
);
