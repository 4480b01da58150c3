ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_has_time";--> statement-breakpoint
DROP INDEX "orders_user_newest";--> statement-breakpoint
DROP INDEX "orders_newest";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_user_unpaid" ON "orders" USING btree ("user_id") WHERE "orders"."status" IN ('pending', 'paying');--> statement-breakpoint
CREATE INDEX "orders_paying_since" ON "orders" USING btree ("payment_started_at") WHERE "orders"."status" = 'paying';--> statement-breakpoint
CREATE INDEX "orders_user_newest" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_newest" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paying_has_start" CHECK ("orders"."status" <> 'paying' OR "orders"."payment_started_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('pending', 'paying', 'paid', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_time" CHECK ("orders"."status" NOT IN ('paid', 'delivered') OR "orders"."paid_at" IS NOT NULL);