CREATE TABLE "price_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipping_zones" jsonb,
	"tax" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_settings_one_row" CHECK ("price_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_consistent";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_consistent" CHECK ("orders"."items_cents" >= 0 AND "orders"."tax_cents" >= 0 AND "orders"."shipping_cents" >= 0 AND "orders"."discount_cents" BETWEEN 0 AND "orders"."items_cents" AND "orders"."total_cents" - ("orders"."items_cents" - "orders"."discount_cents" + "orders"."shipping_cents") IN (0, "orders"."tax_cents"));