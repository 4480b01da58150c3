/**
 * The rush's data (docs/performance/flash.md): two things on sale with few units each, a plain
 * product and one variant of a product with variants, written straight into the database before
 * the rush; and the check afterwards, from the database, that every unit is accounted for.
 */
import type { SqlSession } from './sql-session.ts';

export interface RushedItem {
  /** What the report calls it. */
  kind: 'product' | 'variant';
  name: string;
  productId: string;
  /** The variant the rush is for; undefined for a plain product. */
  variantId: string | undefined;
  units: number;
}

const PRICE_CENTS = 49_999;

/** A plain product and a product with two variants, the first of which is rushed. */
export async function createRushedItems(session: SqlSession, units: number): Promise<RushedItem[]> {
  const insertProduct = async (name: string, stock: number): Promise<string> => {
    const [row] = await session.query<{ id: string }>(
      `INSERT INTO products (name, brand, category, description, image, price_cents, count_in_stock, is_draft)
       VALUES ($1, 'Bench', 'Gaming', 'On sale at one moment, while stocks last.',
               '/uploads/bench/accessories.webp', $2, $3, false)
       RETURNING id::text AS id`,
      [name, PRICE_CENTS, stock],
    );
    if (!row) throw new Error(`could not insert ${name}`);
    return row.id;
  };
  const plainName = 'Bench Limited Edition Console, flash sale';
  const plainId = await insertProduct(plainName, units);
  const variantName = 'Bench Limited Edition Handheld, flash sale';
  const variantProductId = await insertProduct(variantName, 0);
  await session.query(
    `INSERT INTO product_options (product_id, position, name, values) VALUES ($1::uuid, 0, 'Colour', ARRAY['Gold', 'Black'])`,
    [variantProductId],
  );
  const [gold] = await session.query<{ id: string }>(
    `INSERT INTO product_variants (product_id, sku, option_values, price_cents, count_in_stock, position)
     VALUES ($1::uuid, 'FLASH-' || $1::text || '-GOLD', ARRAY['Gold'], $2, $3, 0),
            ($1::uuid, 'FLASH-' || $1::text || '-BLACK', ARRAY['Black'], $2, 1000, 1)
     RETURNING id::text AS id`,
    [variantProductId, PRICE_CENTS, units],
  );
  if (!gold) throw new Error('could not insert the rushed variant');
  return [
    { kind: 'product', name: plainName, productId: plainId, variantId: undefined, units },
    {
      kind: 'variant',
      name: `${variantName} (Gold)`,
      productId: variantProductId,
      variantId: gold.id,
      units,
    },
  ];
}

export interface RushBalance {
  item: RushedItem;
  left: number;
  /** Orders holding the item, and the units in them. */
  orders: number;
  unitsOrdered: number;
  /** left = units − sold, orders and units ordered = sold, nothing negative. */
  balanced: boolean;
}

export async function checkRushBalance(
  session: SqlSession,
  item: RushedItem,
  sold: number,
): Promise<RushBalance> {
  const [row] = await session.query<{
    left: number | string;
    orders: number | string;
    units: number | string;
  }>(
    `SELECT (CASE WHEN $2::uuid IS NULL
                  THEN (SELECT count_in_stock FROM products WHERE id = $1::uuid)
                  ELSE (SELECT count_in_stock FROM product_variants WHERE id = $2::uuid) END) AS left,
            (SELECT count(DISTINCT oi.order_id) FROM order_items oi
             WHERE oi.product_id = $1::uuid AND oi.variant_id IS NOT DISTINCT FROM $2::uuid) AS orders,
            (SELECT COALESCE(sum(oi.qty), 0) FROM order_items oi
             WHERE oi.product_id = $1::uuid AND oi.variant_id IS NOT DISTINCT FROM $2::uuid) AS units`,
    [item.productId, item.variantId ?? null],
  );
  const left = Number(row?.left ?? Number.NaN);
  const orders = Number(row?.orders ?? Number.NaN);
  const unitsOrdered = Number(row?.units ?? Number.NaN);
  return {
    item,
    left,
    orders,
    unitsOrdered,
    balanced: left >= 0 && left === item.units - sold && orders === sold && unitsOrdered === sold,
  };
}
