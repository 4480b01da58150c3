CREATE TABLE "demand_sold_out_views" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "demand_sold_out_views_day_product_id_pk" PRIMARY KEY("day","product_id"),
	CONSTRAINT "demand_sold_out_views_count" CHECK ("demand_sold_out_views"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "demand_zero_result_searches" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "demand_zero_result_searches_day_term_pk" PRIMARY KEY("day","term"),
	CONSTRAINT "demand_zero_result_searches_count" CHECK ("demand_zero_result_searches"."count" > 0),
	CONSTRAINT "demand_zero_result_searches_term" CHECK (char_length("demand_zero_result_searches"."term") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "demand_sold_out_views" ADD CONSTRAINT "demand_sold_out_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_sold_out_views_product" ON "demand_sold_out_views" USING btree ("product_id");