-- A keyword's matches found without the trigram index's false candidates (ADR 0074). A word typed
-- in a search never holds a space, so the search text contains it exactly when one of the text's
-- pieces between spaces does. The pieces are indexed, and every piece any product has ever had is
-- kept in `search_chunks`: a search looks up the pieces containing its word there, a small table,
-- then the products holding one of them. A piece longer than 200 characters is kept as windows of
-- 200 every 100, which hold every word of up to 101 characters (a keyword is at most 100) and keep
-- each index entry far below PostgreSQL's size limit for one.
CREATE FUNCTION search_text_chunks(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN $1 !~ '[^ ]{201}' THEN array_remove(string_to_array($1, ' '), '')
    ELSE ARRAY(SELECT substr(piece, start, 200)
               FROM unnest(string_to_array($1, ' ')) AS piece,
                    generate_series(1, greatest(length(piece) - 100, 1), 100) AS start
               WHERE piece <> '')
  END
$$;
--> statement-breakpoint
CREATE TABLE "search_chunks" (
	"chunk" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_chunks_trgm" ON "search_chunks" USING gin ("chunk" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_chunks" ON "products" USING gin (search_text_chunks("search_text"));
--> statement-breakpoint
-- Kept complete by the database, whoever writes a product: admin saves, the demo seed, scripts and
-- code written later. Pieces are only ever added (one a product no longer has only widens a
-- lookup, never changes what it finds), in order, so two statements adding the same new pieces
-- take them in the same order instead of each waiting for the other's.
CREATE FUNCTION add_search_chunks_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_chunks (chunk)
  SELECT DISTINCT chunk FROM added_products, unnest(search_text_chunks(search_text)) AS chunk
  ORDER BY chunk
  ON CONFLICT (chunk) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION add_search_chunks_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_chunks (chunk)
  SELECT DISTINCT chunk FROM unnest(search_text_chunks(NEW.search_text)) AS chunk
  ORDER BY chunk
  ON CONFLICT (chunk) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement for rows added (a bulk load adds its pieces in one statement) ...
CREATE TRIGGER products_search_chunks_inserted
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_products
  FOR EACH STATEMENT
  EXECUTE FUNCTION add_search_chunks_of_rows();
--> statement-breakpoint
-- ... and per row only when its text changed: stock, price and rating updates (every order) add
-- nothing and cost nothing here.
CREATE TRIGGER products_search_chunks_updated
  AFTER UPDATE ON products
  FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION add_search_chunks_of_row();
--> statement-breakpoint
INSERT INTO search_chunks (chunk)
SELECT DISTINCT chunk FROM products, unnest(search_text_chunks(search_text)) AS chunk
ON CONFLICT (chunk) DO NOTHING;
