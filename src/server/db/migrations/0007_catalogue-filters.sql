ALTER TABLE "products" ADD COLUMN "units_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" AS p SET "units_sold" = s.units
  FROM (SELECT product_id, sum(qty)::int AS units FROM order_items WHERE product_id IS NOT NULL GROUP BY product_id) AS s
  WHERE s.product_id = p.id;--> statement-breakpoint
-- Every order line adds its units to the product's count, whoever writes it. The column is not one
-- the version trigger watches, so a sale never makes an admin's open edit form stale by itself.
CREATE FUNCTION order_items_count_sold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.product_id IS NOT NULL THEN
    UPDATE products SET units_sold = units_sold + NEW.qty WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_count_sold
  AFTER INSERT ON order_items
  FOR EACH ROW
  EXECUTE FUNCTION order_items_count_sold();--> statement-breakpoint
CREATE INDEX "products_price_published" ON "products" USING btree ("price_cents","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."is_draft";--> statement-breakpoint
CREATE INDEX "products_bestselling_published" ON "products" USING btree ("units_sold" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."is_draft";--> statement-breakpoint
CREATE INDEX "products_category_newest_published" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."is_draft";--> statement-breakpoint
CREATE INDEX "products_category_price_published" ON "products" USING btree ("category","price_cents","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."is_draft";--> statement-breakpoint
CREATE INDEX "products_brand_newest_published" ON "products" USING btree ("brand","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."is_draft";--> statement-breakpoint
CREATE INDEX "products_facets_published" ON "products" USING btree ("category","brand","price_cents","rating","count_in_stock") WHERE NOT "products"."is_draft";
