CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text DEFAULT 'return' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_returns_kind_known" CHECK ("order_returns"."kind" IN ('return', 'withdrawal')),
	CONSTRAINT "order_returns_state_known" CHECK ("order_returns"."state" IN ('requested', 'approved', 'refused', 'received', 'refunded')),
	CONSTRAINT "order_returns_refunded_has_refund" CHECK ("order_returns"."state" <> 'refunded' OR "order_returns"."refunded_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order" ON "order_returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_state_newest" ON "order_returns" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_one_per_return" ON "order_refunds" USING btree ("return_id") WHERE "order_refunds"."return_id" IS NOT NULL;