CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping" boolean NOT NULL,
	"restock" boolean NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" >= 0),
	CONSTRAINT "order_refunds_kind_known" CHECK ("order_refunds"."kind" IN ('whole', 'part')),
	CONSTRAINT "order_refunds_state_known" CHECK ("order_refunds"."state" IN ('pending', 'done'))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_has_time";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_one_whole" ON "order_refunds" USING btree ("order_id") WHERE "order_refunds"."kind" = 'whole';--> statement-breakpoint
CREATE INDEX "order_refunds_order" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" IN ('placed', 'payment-review', 'payment-refused', 'paid', 'shipped', 'delivered', 'cancelled', 'partially-refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'paying', 'payment-review', 'paid', 'shipped', 'delivered', 'cancelled', 'partially-refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_time" CHECK ("orders"."status" NOT IN ('paid', 'shipped', 'delivered', 'partially-refunded') OR "orders"."paid_at" IS NOT NULL);