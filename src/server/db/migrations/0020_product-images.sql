ALTER TABLE "products" ADD COLUMN "more_images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_more_images_count" CHECK (cardinality("products"."more_images") <= 9);--> statement-breakpoint
-- The gallery is part of what an admin edits: a save that changes only the photos moves the
-- product's version too, as 0004 does for every other edited column.
DROP TRIGGER products_bump_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_bump_version
  BEFORE UPDATE OF name, image, more_images, brand, category, description, price_cents, count_in_stock, is_draft, version
  ON products
  FOR EACH ROW
  EXECUTE FUNCTION products_bump_version();
