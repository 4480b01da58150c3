ALTER TABLE "products" ADD COLUMN "max_price_cents" integer;--> statement-breakpoint
-- As in 0018, and also the highest variant price when the variants differ in price (else null), so
-- lists and cards say "from $X" without reading the variants (docs/catalogue.md#variants). A product
-- whose last variant goes keeps its price and stock, and loses its price range.
CREATE OR REPLACE FUNCTION product_variants_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  UPDATE products
  SET price_cents = coalesce(derived.price_cents, products.price_cents),
    count_in_stock = coalesce(derived.count_in_stock, products.count_in_stock),
    max_price_cents = derived.max_price_cents
  FROM (
    SELECT min(price_cents) AS price_cents,
      sum(count_in_stock)::integer AS count_in_stock,
      nullif(max(price_cents), min(price_cents)) AS max_price_cents
    FROM product_variants
    WHERE product_id = changed
  ) AS derived
  WHERE products.id = changed
    AND (products.price_cents, products.count_in_stock, products.max_price_cents)
      IS DISTINCT FROM (
        coalesce(derived.price_cents, products.price_cents),
        coalesce(derived.count_in_stock, products.count_in_stock),
        derived.max_price_cents
      );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
UPDATE products
SET max_price_cents = ranges.max_price_cents
FROM (
  SELECT product_id, nullif(max(price_cents), min(price_cents)) AS max_price_cents
  FROM product_variants
  GROUP BY product_id
) AS ranges
WHERE products.id = ranges.product_id AND ranges.max_price_cents IS NOT NULL;
