-- A product's version moves on every write to what an admin edits or to its stock, whoever makes
-- it: admin saves, orders taking or returning units, and any code written later. Rating and review
-- count are left out: the edit form never sends them, so a review must not make a save stale.
-- Writing the version itself only moves it forward, so it can never be set back to an old value.
CREATE FUNCTION products_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_version
  BEFORE UPDATE OF name, image, brand, category, description, price_cents, count_in_stock, is_draft, version
  ON products
  FOR EACH ROW
  EXECUTE FUNCTION products_bump_version();
