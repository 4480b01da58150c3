/**
 * The variant-heavy part of the generated catalogue (docs/performance.md): spec fields for every
 * category, specs for every generated product, and a `Storage` option with two or three variants
 * for a third of them (one variant in five sold out), so spec filters meet both ways a product
 * answers them (docs/catalogue.md#spec-filters). Plain SQL, values drawn from a hash of the
 * product's id, so the same catalogue gets the same specs. Skipped on a schema without specs
 * (an older checkout measured with `--server-root`).
 */
import type { SqlSession } from './sql-session.ts';

/** The fields every generated category gets (a demo category keeps its own of the same name). */
export const BENCH_SPEC_FIELDS = [
  { name: 'Screen size', kind: 'number', unit: 'in' },
  { name: 'Storage', kind: 'number', unit: 'GB' },
  { name: 'Battery', kind: 'number', unit: 'mAh' },
  { name: 'Colour', kind: 'text', unit: null },
  { name: 'Wireless', kind: 'yes/no', unit: null },
] as const;

export const BENCH_STORAGE_SIZES = [64, 128, 256, 512, 1024] as const;

const ADD_FIELDS = `
  INSERT INTO category_spec_fields (category, name_key, name, kind, unit, position)
  SELECT category, lower(field.name), field.name, field.kind, field.unit,
         100 + field.position
  FROM (SELECT DISTINCT category FROM products WHERE category <> '') AS categories
  CROSS JOIN unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS field(name, kind, unit, position)
  ON CONFLICT (category, name_key) DO NOTHING`;

/** A value of each kind, drawn from `h`, a hash of the product and field. */
const ADD_SPECS = `
  INSERT INTO product_specs (product_id, category, name_key, kind, number_value, text_value, bool_value)
  SELECT p.id, p.category, f.name_key, f.kind,
    CASE WHEN f.kind = 'number' THEN CASE f.name_key
      WHEN 'storage' THEN ($1::float8[])[1 + h % cardinality($1::float8[])]
      WHEN 'screen size' THEN (ARRAY[5.4, 6.1, 6.7, 8.3, 10.9, 13.3, 14, 15.6, 16, 27, 55, 65])[1 + h % 12]
      WHEN 'battery' THEN 2000 + (h % 40) * 100
      ELSE 1 + h % 100 END END,
    CASE WHEN f.kind = 'text' THEN CASE f.name_key
      WHEN 'colour' THEN (ARRAY['Black', 'White', 'Silver', 'Blue', 'Red', 'Green', 'Grey', 'Gold'])[1 + h % 8]
      ELSE 'Type ' || (h % 6) END END,
    CASE WHEN f.kind = 'yes/no' THEN h % 2 = 0 END
  FROM products p
  JOIN category_spec_fields f ON f.category = p.category
  CROSS JOIN LATERAL (SELECT (abs(hashtext(p.id::text || f.name_key)::bigint) % 1000000)::int AS h) AS hashed
  WHERE NOT EXISTS (SELECT 1 FROM product_specs own WHERE own.product_id = p.id)`;

/** Products with variants: every third generated one (by a hash of its id) without any yet. */
const VARIANT_PRODUCTS = `
  CREATE TEMPORARY TABLE bench_variant_products AS
  SELECT p.id, (abs(hashtext(p.id::text)::bigint) % 1000000)::int AS h, p.price_cents
  FROM products p
  WHERE abs(hashtext(p.id::text || 'variants')::bigint) % 3 = 0
    AND NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)`;

const ADD_OPTIONS = `
  INSERT INTO product_options (product_id, position, name, values)
  SELECT id, 0, 'Storage', sizes.values
  FROM bench_variant_products
  CROSS JOIN LATERAL (
    SELECT array_agg(size || ' GB' ORDER BY size) AS values
    FROM unnest(($1::int[])[1 + h % 3 : 3 + h % 3 - (h / 7) % 2]) AS size
  ) AS sizes`;

const ADD_VARIANTS = `
  INSERT INTO product_variants (product_id, sku, option_values, price_cents, count_in_stock, position)
  SELECT o.product_id, 'BENCH-' || o.product_id || '-' || value.position, ARRAY[value.text],
         v.price_cents + (value.position - 1)::int * 10000,
         CASE WHEN abs(hashtext(o.product_id::text || value.text)::bigint) % 5 = 0 THEN 0 ELSE 1 + v.h % 20 END,
         value.position - 1
  FROM product_options o
  JOIN bench_variant_products v ON v.id = o.product_id
  CROSS JOIN unnest(o.values) WITH ORDINALITY AS value(text, position)`;

export async function addSpecsAndVariants(
  session: SqlSession,
  log: (message: string) => void,
): Promise<void> {
  const [schema] = await session.query<{ exists: boolean }>(
    `SELECT to_regclass('category_spec_fields') IS NOT NULL AS exists`,
  );
  if (!schema?.exists) {
    log('no spec tables in this schema: the catalogue stays without specs and variants');
    return;
  }
  const started = performance.now();
  await session.query(ADD_FIELDS, [
    BENCH_SPEC_FIELDS.map((field) => field.name),
    BENCH_SPEC_FIELDS.map((field) => field.kind),
    BENCH_SPEC_FIELDS.map((field) => field.unit),
  ]);
  await session.query(ADD_SPECS, [BENCH_STORAGE_SIZES]);
  await session.query(VARIANT_PRODUCTS);
  await session.query(ADD_OPTIONS, [BENCH_STORAGE_SIZES]);
  await session.query(ADD_VARIANTS);
  await session.query('DROP TABLE bench_variant_products');
  const [counts] = await session.query<{ specs: string; variants: string; withVariants: string }>(
    `SELECT (SELECT count(*) FROM product_specs) AS specs, (SELECT count(*) FROM product_variants) AS variants,
            (SELECT count(DISTINCT product_id) FROM product_variants) AS "withVariants"`,
  );
  log(
    `  specs and variants added in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${counts?.specs} specs, ${counts?.variants} variants of ${counts?.withVariants} products`,
  );
}
