ALTER TABLE "users" ADD COLUMN "price_drop_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_drop_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "seen_price_cents" integer;--> statement-breakpoint
-- What was saved before price-drop mails existed counts as seen at today's price: only a later drop is mailed.
UPDATE "wishlist_items" AS w SET "seen_price_cents" = p."price_cents" FROM "products" AS p WHERE p."id" = w."product_id";
