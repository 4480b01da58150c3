CREATE TABLE "product_options" (
	"product_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "product_options_pkey" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" BETWEEN 0 AND 2),
	CONSTRAINT "product_options_has_values" CHECK (cardinality("product_options"."values") >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"option_values" text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"count_in_stock" integer NOT NULL,
	"image" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_one_per_combination" UNIQUE("product_id","option_values"),
	CONSTRAINT "product_variants_sku_not_blank" CHECK (btrim("product_variants"."sku") <> ''),
	CONSTRAINT "product_variants_price_not_negative" CHECK ("product_variants"."price_cents" >= 0),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."count_in_stock" >= 0),
	CONSTRAINT "product_variants_option_count" CHECK (cardinality("product_variants"."option_values") BETWEEN 1 AND 3)
);
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_one_line_per_product";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_one_per_user_product";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_one_per_user_item" ON "cart_lines" USING btree ("user_id","product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "cart_lines_variant" ON "cart_lines" USING btree ("variant_id") WHERE "cart_lines"."variant_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_one_line_per_item" ON "order_items" USING btree ("order_id","product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
-- While a product has variants, its own price is the lowest variant price and its stock the sum
-- of theirs, so every list, card and ProShop-shaped client keeps reading one price and one stock
-- (docs/catalogue.md#variants). Kept here, whoever writes a variant (an admin's save, an order
-- taking units, a cancel, an expiry or a refund returning them), in the writer's transaction. The
-- product's row is written only when a figure changes, and that write moves its version
-- (products_bump_version), so a save made before an order took a variant's units stays stale.
-- A product whose last variant goes keeps its figures; the admin's save then writes its own.
CREATE FUNCTION product_variants_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  UPDATE products
  SET price_cents = derived.price_cents, count_in_stock = derived.count_in_stock
  FROM (
    SELECT min(price_cents) AS price_cents, sum(count_in_stock)::integer AS count_in_stock
    FROM product_variants
    WHERE product_id = changed
  ) AS derived
  WHERE products.id = changed
    AND derived.price_cents IS NOT NULL
    AND (products.price_cents, products.count_in_stock)
      IS DISTINCT FROM (derived.price_cents, derived.count_in_stock);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_derive
  AFTER INSERT OR DELETE OR UPDATE OF price_cents, count_in_stock ON product_variants
  FOR EACH ROW
  EXECUTE FUNCTION product_variants_derive();
