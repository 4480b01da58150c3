-- Sale prices with an honest history (docs/prices.md#sale-prices): a compare-at price on products and
-- variants, the lowest price of the 30 days before the reduction kept on the row for catalogue reads,
-- and every change of either price in price_changes.
CREATE TABLE "price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"sku" text,
	"old_cents" integer,
	"new_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by_id" uuid,
	"changed_by_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "price_changes_prices_not_negative" CHECK ("price_changes"."new_cents" >= 0 AND "price_changes"."old_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compare_at_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "lowest_price_30d_cents" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "compare_at_cents" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "lowest_price_30d_cents" integer;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_product_at" ON "price_changes" USING btree ("product_id","changed_at","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_above_price" CHECK ("products"."compare_at_cents" IS NULL OR "products"."compare_at_cents" > "products"."price_cents");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_compare_at_above_price" CHECK ("product_variants"."compare_at_cents" IS NULL OR "product_variants"."compare_at_cents" > "product_variants"."price_cents");