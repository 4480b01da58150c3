CREATE TABLE "category_spec_fields" (
	"category" text NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"position" smallint NOT NULL,
	CONSTRAINT "category_spec_fields_pkey" PRIMARY KEY("category","name_key"),
	CONSTRAINT "category_spec_fields_kind" CHECK ("category_spec_fields"."kind" IN ('number', 'text', 'yes/no')),
	CONSTRAINT "category_spec_fields_unit_on_numbers" CHECK ("category_spec_fields"."unit" IS NULL OR "category_spec_fields"."kind" = 'number')
);
--> statement-breakpoint
CREATE TABLE "product_spec_values" (
	"product_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"value_key" text NOT NULL,
	"label" text NOT NULL,
	"number_value" double precision,
	CONSTRAINT "product_spec_values_pkey" PRIMARY KEY("product_id","name_key","value_key")
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"product_id" uuid NOT NULL,
	"category" text NOT NULL,
	"name_key" text NOT NULL,
	"kind" text NOT NULL,
	"number_value" double precision,
	"text_value" text,
	"bool_value" boolean,
	CONSTRAINT "product_specs_pkey" PRIMARY KEY("product_id","name_key"),
	CONSTRAINT "product_specs_value_of_kind" CHECK (CASE "product_specs"."kind"
        WHEN 'number' THEN "product_specs"."number_value" IS NOT NULL AND "product_specs"."text_value" IS NULL AND "product_specs"."bool_value" IS NULL
        WHEN 'text' THEN "product_specs"."text_value" IS NOT NULL AND "product_specs"."number_value" IS NULL AND "product_specs"."bool_value" IS NULL
        ELSE "product_specs"."bool_value" IS NOT NULL AND "product_specs"."number_value" IS NULL AND "product_specs"."text_value" IS NULL
      END)
);
--> statement-breakpoint
ALTER TABLE "product_spec_values" ADD CONSTRAINT "product_spec_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_spec_values_by_number" ON "product_spec_values" USING btree ("name_key","number_value","product_id") WHERE "product_spec_values"."number_value" IS NOT NULL;--> statement-breakpoint
-- A product's specs belong to its own category's fields, with values of each field's kind: the
-- product's (id, category) pair is what a spec row refers to, so a category change carries the
-- specs along (ON UPDATE CASCADE), and the field check is deferred to the commit, so a save that
-- changes the category and sends the new category's specs in one transaction passes, while one
-- that leaves specs no field of the new category defines is refused by the database too.
CREATE UNIQUE INDEX "products_id_category" ON "products" USING btree ("id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "category_spec_fields_name_kind" ON "category_spec_fields" USING btree ("category","name_key","kind");--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_fk" FOREIGN KEY ("product_id","category") REFERENCES "public"."products"("id","category") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- A field removed takes its values with it; a field's kind cannot change while values refer to it
-- (docs/decisions/0093-typed-spec-storage.md).
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_field_fk" FOREIGN KEY ("category","name_key","kind") REFERENCES "public"."category_spec_fields"("category","name_key","kind") ON DELETE cascade ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- What lists filter and count by, for the products given: their own specs, and each option of
-- their variants in stock that is named like a field of their category (a number field takes the
-- number an option value starts with, `256 GB` → 256; a yes/no field takes `yes` or `no`).
CREATE FUNCTION product_spec_values_refresh(changed uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM product_spec_values WHERE product_id = ANY(changed);
  INSERT INTO product_spec_values (product_id, name_key, value_key, label, number_value)
  SELECT DISTINCT ON (product_id, name_key, value_key) product_id, name_key, value_key, label, number_value
  FROM (
    SELECT s.product_id, s.name_key,
      CASE s.kind WHEN 'number' THEN s.number_value::text
        WHEN 'yes/no' THEN CASE WHEN s.bool_value THEN 'yes' ELSE 'no' END
        ELSE lower(s.text_value) END AS value_key,
      CASE s.kind WHEN 'number' THEN s.number_value::text
        WHEN 'yes/no' THEN CASE WHEN s.bool_value THEN 'yes' ELSE 'no' END
        ELSE s.text_value END AS label,
      s.number_value,
      0 AS source
    FROM product_specs s
    WHERE s.product_id = ANY(changed)
    UNION ALL
    SELECT v.product_id, f.name_key,
      CASE f.kind WHEN 'number' THEN parsed.number::text
        WHEN 'yes/no' THEN CASE WHEN lower(parsed.value) IN ('yes', 'no') THEN lower(parsed.value) END
        ELSE lower(parsed.value) END,
      CASE f.kind WHEN 'number' THEN parsed.number::text
        WHEN 'yes/no' THEN lower(parsed.value)
        ELSE parsed.value END,
      parsed.number,
      1
    FROM product_variants v
    JOIN products p ON p.id = v.product_id
    JOIN product_options o ON o.product_id = v.product_id
    JOIN category_spec_fields f ON f.category = p.category AND f.name_key = lower(btrim(o.name))
    CROSS JOIN LATERAL (SELECT btrim(v.option_values[o.position + 1]) AS value) AS raw
    CROSS JOIN LATERAL (
      -- A number field takes the number only when nothing or the field's own unit follows it:
      -- `256 GB` is 256 for a GB field, `1 TB` is no value of it rather than a wrong one.
      SELECT raw.value,
        CASE WHEN f.kind = 'number' THEN (
          SELECT CASE WHEN lower(matched.parts[2]) IN ('', lower(coalesce(f.unit, '')))
            THEN matched.parts[1]::float8 END
          FROM (SELECT regexp_match(raw.value, '^([-+]?[0-9]+(?:\.[0-9]+)?)\s*(.*)$') AS parts) AS matched
        ) END AS number
    ) AS parsed
    WHERE v.product_id = ANY(changed) AND v.count_in_stock > 0
  ) AS found
  WHERE value_key IS NOT NULL AND value_key <> ''
  ORDER BY product_id, name_key, value_key, source;
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a save writing thirty specs, or a seed writing a
-- hundred thousand, refreshes each product once per statement rather than once per row.
CREATE FUNCTION product_spec_values_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_variants' AND TG_OP = 'UPDATE' THEN
    -- An order taking or returning units changes what a product answers to only when a variant
    -- runs out or comes back.
    PERFORM product_spec_values_refresh(ARRAY(
      SELECT DISTINCT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.count_in_stock > 0) <> (o.count_in_stock > 0)
        OR n.option_values IS DISTINCT FROM o.option_values OR n.product_id <> o.product_id));
  ELSIF TG_TABLE_NAME = 'category_spec_fields' THEN
    PERFORM product_spec_values_refresh(ARRAY(
      SELECT p.id FROM products p
      WHERE p.category IN (SELECT category FROM changed_rows)
        AND EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_spec_values_refresh(ARRAY(
      SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM product_spec_values_refresh(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_specs_inserted AFTER INSERT ON product_specs
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_specs_updated AFTER UPDATE ON product_specs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_specs_deleted AFTER DELETE ON product_specs
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_variants_spec_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_variants_spec_updated AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_variants_spec_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_options_spec_inserted AFTER INSERT ON product_options
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_options_spec_updated AFTER UPDATE ON product_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER product_options_spec_deleted AFTER DELETE ON product_options
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER category_spec_fields_inserted AFTER INSERT ON category_spec_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
CREATE TRIGGER category_spec_fields_deleted AFTER DELETE ON category_spec_fields
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();--> statement-breakpoint
-- A product moved to another category answers to that category's fields through its variants.
CREATE FUNCTION products_spec_category_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_spec_values_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_spec_category AFTER UPDATE OF category ON products
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category)
  EXECUTE FUNCTION products_spec_category_follow();
--> statement-breakpoint
CREATE TRIGGER category_spec_fields_updated AFTER UPDATE ON category_spec_fields
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_spec_values_follow();
