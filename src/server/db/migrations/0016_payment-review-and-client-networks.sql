ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
DROP INDEX "orders_user_unpaid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_network" text;--> statement-breakpoint
CREATE INDEX "orders_review_checked" ON "orders" USING btree ("payment_checked_at") WHERE "orders"."status" = 'payment-review';--> statement-breakpoint
CREATE INDEX "orders_network_unpaid" ON "orders" USING btree ("client_network") WHERE "orders"."status" IN ('pending', 'paying', 'payment-review');--> statement-breakpoint
CREATE INDEX "orders_user_unpaid" ON "orders" USING btree ("user_id") WHERE "orders"."status" IN ('pending', 'paying', 'payment-review');--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" IN ('placed', 'payment-review', 'payment-refused', 'paid', 'delivered', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_review_has_check" CHECK ("orders"."status" <> 'payment-review' OR "orders"."payment_checked_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'paying', 'payment-review', 'paid', 'delivered', 'cancelled', 'refunded'));