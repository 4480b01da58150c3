-- The vocabulary typo correction draws on, kept complete by the database whoever writes a product,
-- as `search_chunks` is (migration 0013): every run of three or more letters and digits of a
-- published product's search text. Complete, it also tells a word in no published product before
-- any search reads one: a word of letters and digits lies within one such run, so it is in no
-- product's text when no term contains it (ADR 0084). Terms are only ever added (one no product
-- holds any more only offers a correction that finds nothing), in order, so two statements adding
-- the same new terms take them in the same order instead of each waiting for the other's.
CREATE FUNCTION add_search_terms_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word[1]
  FROM added_products, regexp_matches(search_text, '([[:alnum:]]{3,})', 'g') AS word
  WHERE NOT is_draft
  ORDER BY 1
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION add_search_terms_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT word[1] FROM regexp_matches(NEW.search_text, '([[:alnum:]]{3,})', 'g') AS word
  ORDER BY 1
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Once per statement for rows added (a bulk load adds its terms in one statement) ...
CREATE TRIGGER products_search_terms_inserted
  AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_products
  FOR EACH STATEMENT
  EXECUTE FUNCTION add_search_terms_of_rows();
--> statement-breakpoint
-- ... and per row only when a published product's text changed or a draft was published: stock,
-- price and rating updates (every order) add nothing and cost nothing here.
CREATE TRIGGER products_search_terms_updated
  AFTER UPDATE ON products
  FOR EACH ROW
  WHEN (NOT NEW.is_draft AND (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.is_draft))
  EXECUTE FUNCTION add_search_terms_of_row();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT word[1] FROM products, regexp_matches(search_text, '([[:alnum:]]{3,})', 'g') AS word
WHERE NOT is_draft
ON CONFLICT (term) DO NOTHING;
