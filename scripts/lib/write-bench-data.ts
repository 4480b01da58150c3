/**
 * The write path's data: shopper accounts and products with known stock, written straight into
 * the database before the server starts, and the check afterwards that every unit is accounted
 * for: stock left + units in orders that still hold stock = the stock the run began with.
 */
import { hashPassword } from '../../src/server/users/password.ts';
import type { SqlSession } from './sql-session.ts';

export const SHOPPER_PASSWORD = 'bench-shopper-password-2026';
const SHOPPER_EMAIL_DOMAIN = 'bench.example.com';

export interface StockedProduct {
  id: string;
  name: string;
  initialStock: number;
  /** Few units: a small share of orders ask for it, and shoppers race for the last ones. */
  scarce: boolean;
}

const PLENTIFUL_STOCK = 100_000;
const SCARCE_STOCK = 25;

/**
 * Most products never run out, so the run measures ordering rather than refusals; one is scarce,
 * so shoppers also race for its last units and the no-oversell check has something to catch.
 */
const STOCKED_PRODUCTS = [
  { name: 'Bench Anker Nano 65W GaN USB-C Charger', stock: PLENTIFUL_STOCK, priceCents: 3_999 },
  { name: 'Bench Logitech MX Master 3S Wireless Mouse', stock: PLENTIFUL_STOCK, priceCents: 9_999 },
  { name: 'Bench Samsung T7 Portable SSD, 1TB', stock: PLENTIFUL_STOCK, priceCents: 10_999 },
  {
    name: 'Bench Sony WH-1000XM5 Wireless Noise Cancelling Headphones',
    stock: PLENTIFUL_STOCK,
    priceCents: 39_999,
  },
  { name: 'Bench Nintendo Switch OLED Console, last few units', stock: SCARCE_STOCK, priceCents: 34_999 },
];

export function shopperEmail(index: number): string {
  return `shopper-${index}@${SHOPPER_EMAIL_DOMAIN}`;
}

/**
 * One scrypt hash shared by every account: hashing is deliberately slow, and the accounts only
 * need to sign in through the real route.
 */
export async function createShoppers(session: SqlSession, count: number): Promise<void> {
  const passwordHash = await hashPassword(SHOPPER_PASSWORD);
  await session.query(
    `INSERT INTO users (name, email, password_hash)
     SELECT 'Bench Shopper ' || g, 'shopper-' || g || '@' || $3::text, $1
     FROM generate_series(0, $2::int - 1) g`,
    [passwordHash, count, SHOPPER_EMAIL_DOMAIN],
  );
}

export async function createStockedProducts(session: SqlSession): Promise<StockedProduct[]> {
  const stocked: StockedProduct[] = [];
  for (const product of STOCKED_PRODUCTS) {
    const [row] = await session.query<{ id: string }>(
      `INSERT INTO products (name, brand, category, description, image, price_cents, count_in_stock, is_draft)
       VALUES ($1, 'Bench', 'Accessories', 'A product the write benchmark orders.',
               '/uploads/bench/accessories.webp', $2, $3, false)
       RETURNING id::text AS id`,
      [product.name, product.priceCents, product.stock],
    );
    if (!row) throw new Error(`could not insert ${product.name}`);
    stocked.push({
      id: row.id,
      name: product.name,
      initialStock: product.stock,
      scarce: product.stock === SCARCE_STOCK,
    });
  }
  return stocked;
}

export interface StockCheck {
  product: StockedProduct;
  left: number;
  /** Units in orders that were not cancelled (cancelling returns the stock). */
  ordered: number;
  balanced: boolean;
}

export async function checkStock(
  session: SqlSession,
  products: readonly StockedProduct[],
): Promise<StockCheck[]> {
  const checks: StockCheck[] = [];
  for (const product of products) {
    const [row] = await session.query<{ left: number | string; ordered: number | string }>(
      `SELECT p.count_in_stock AS left,
              COALESCE((SELECT sum(oi.qty) FROM order_items oi JOIN orders o ON o.id = oi.order_id
                        WHERE oi.product_id = p.id AND o.status <> 'cancelled'), 0) AS ordered
       FROM products p WHERE p.id = $1`,
      [product.id],
    );
    const left = Number(row?.left ?? Number.NaN);
    const ordered = Number(row?.ordered ?? Number.NaN);
    checks.push({ product, left, ordered, balanced: left >= 0 && left + ordered === product.initialStock });
  }
  return checks;
}

/** Orders the shoppers hold in the database, by status, to compare with what the API answered. */
export async function countShopperOrders(session: SqlSession): Promise<Map<string, number>> {
  const rows = await session.query<{ status: string; n: string | number }>(
    `SELECT o.status, count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id
     WHERE u.email LIKE $1 GROUP BY o.status`,
    [`%@${SHOPPER_EMAIL_DOMAIN}`],
  );
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}
