CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price_cents" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_items_one_line_per_product" UNIQUE("order_id","product_id"),
	CONSTRAINT "order_items_qty_range" CHECK ("order_items"."qty" BETWEEN 1 AND 10),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"payment_method" text NOT NULL,
	"items_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_order_id" text,
	"payment_provider" text,
	"payment_transaction_id" text,
	"payment_result" jsonb,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'paid', 'delivered', 'cancelled')),
	CONSTRAINT "orders_money_consistent" CHECK ("orders"."items_cents" >= 0 AND "orders"."tax_cents" >= 0 AND "orders"."shipping_cents" >= 0 AND "orders"."total_cents" = "orders"."items_cents" + "orders"."tax_cents" + "orders"."shipping_cents"),
	CONSTRAINT "orders_paid_has_time" CHECK ("orders"."status" IN ('pending', 'cancelled') OR "orders"."paid_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"count_in_stock" integer DEFAULT 0 NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"num_reviews" integer DEFAULT 0 NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || brand || ' ' || category || ' ' || description)) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', brand), 'B') || setweight(to_tsvector('simple', category), 'C') || setweight(to_tsvector('simple', description), 'D')) STORED NOT NULL,
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."count_in_stock" >= 0),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" >= 0 AND "products"."rating" <= 5)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_per_user" UNIQUE("product_id","user_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_product" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_transaction_unique" ON "orders" USING btree ("payment_provider","payment_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_order_unique" ON "orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_newest" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_newest" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pending_expiry" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "products_newest_published" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."is_draft";--> statement-breakpoint
CREATE INDEX "products_top_rated" ON "products" USING btree ("rating" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE NOT "products"."is_draft";--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "reviews_product" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));