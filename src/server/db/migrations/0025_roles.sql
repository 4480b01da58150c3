CREATE TABLE "staff_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"support_refund_limit_cents" integer DEFAULT 50000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_settings_one_row" CHECK ("staff_settings"."id" = 1),
	CONSTRAINT "staff_settings_limit_range" CHECK ("staff_settings"."support_refund_limit_cents" BETWEEN 0 AND 100000000)
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_user" ON "review_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_owners" ON "users" USING btree ("id") WHERE "users"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "reviews_newest" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
-- Every admin so far becomes an owner: nobody loses a right they had (docs/staff.md).
UPDATE "users" SET "role" = 'owner' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" IN ('owner', 'manager', 'support'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_is_staff" CHECK ("users"."is_admin" = ("users"."role" IS NOT NULL));--> statement-breakpoint
-- `is_admin` follows `role` (true for any staff role), so the answers the spec names keep it. A row
-- written the old way, with is_admin and no role (admin:create, the demo seed, older scripts),
-- makes an owner, as every admin was before roles.
CREATE FUNCTION users_sync_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.is_admin AND NEW.role IS NULL THEN
    NEW.role := 'owner';
  END IF;
  NEW.is_admin := NEW.role IS NOT NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_sync_role BEFORE INSERT OR UPDATE OF role, is_admin ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_sync_role();--> statement-breakpoint
INSERT INTO "staff_settings" ("id") VALUES (1);
