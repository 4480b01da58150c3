ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'paying', 'paid', 'delivered', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_has_time" CHECK ("orders"."status" <> 'refunded' OR "orders"."refunded_at" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "orders_paid_at" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" IN ('placed', 'paid', 'delivered', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_at" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
-- Orders placed before the timeline existed get one from their own times; who paid is their customer.
INSERT INTO "order_events" ("order_id", "kind", "at", "actor_id", "actor_name")
SELECT "id", 'placed', "created_at", "user_id", "customer_name" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at", "actor_id", "actor_name")
SELECT "id", 'paid', "paid_at", "user_id", "customer_name" FROM "orders" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at")
SELECT "id", 'delivered', "delivered_at" FROM "orders" WHERE "delivered_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "at")
SELECT "id", 'cancelled', "cancelled_at" FROM "orders" WHERE "cancelled_at" IS NOT NULL;
