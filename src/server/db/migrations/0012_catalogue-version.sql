CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- The plain catalogue list's page anchors hold while this number stands (ADR 0038): it moves, in
-- the writer's transaction, whenever a product joins, leaves or moves in that list, whoever
-- writes it. Stock, price and rating updates never touch it, so orders never wait on this row.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement for rows added, deleted or truncated (a bulk load moves it once) ...
CREATE TRIGGER products_catalogue_version_rows
  AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT
  EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
-- ... and per row only when a product is published, unpublished or re-dated: an update naming
-- these columns without changing them (an admin save) leaves the anchors standing.
CREATE TRIGGER products_catalogue_version_order
  AFTER UPDATE OF is_draft, created_at ON products
  FOR EACH ROW
  WHEN (OLD.is_draft IS DISTINCT FROM NEW.is_draft OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION bump_catalogue_version();
