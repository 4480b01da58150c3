CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", '00000000-0000-0000-0000-000000000000'::uuid),"email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token" ON "stock_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_due" ON "stock_alerts" USING btree ("product_id") WHERE "stock_alerts"."notified_at" is null and "stock_alerts"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "stock_alerts_variant" ON "stock_alerts" USING btree ("variant_id");