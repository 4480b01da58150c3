-- Written by hand (like 0007-0010): issue 34's sessions, docs/decisions/0088-sessions-that-end.md.
-- Tokens ended by Logout, kept until they would have expired anyway.
CREATE TABLE "revoked_tokens" (
	"token_id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
-- A reset link works only while the account's e-mail is the address it was mailed to. Links
-- already out were mailed to the account's address of today.
ALTER TABLE "password_resets" ADD COLUMN "sent_to" text;--> statement-breakpoint
UPDATE "password_resets" SET "sent_to" = "users"."email" FROM "users" WHERE "users"."id" = "password_resets"."user_id";--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "sent_to" SET NOT NULL;
