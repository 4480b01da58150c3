CREATE TABLE "images" (
	"name" text PRIMARY KEY NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every instance keeps a catalogue read cache; whatever changes what shoppers see (products,
-- their stock, reviews) tells all instances at commit, whoever writes it: admin saves, orders,
-- reviews, scripts and code written later. One statement-level notice per statement; PostgreSQL
-- folds identical notices of one transaction into one (docs/decisions/0061-catalogue-notify.md).
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_notify_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT
  EXECUTE FUNCTION notify_catalogue_changed();
