import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { products, users } from '../db/schema.ts';

type NewProduct = typeof products.$inferInsert;

let sequence = 0;

/**
 * A published product's row with plausible values, each a minute newer than the last; tests
 * override what they care about, and insert many at once with it.
 */
export function productRow(overrides: Partial<NewProduct> = {}): NewProduct {
  sequence += 1;
  return {
    name: `Test Gadget ${sequence}`,
    image: '/uploads/demo/test.webp',
    brand: 'Testbrand',
    category: 'Gadgets',
    description: 'A gadget made for tests.',
    priceCents: 1999,
    countInStock: 5,
    isDraft: false,
    createdAt: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    ...overrides,
  };
}

/** A published product with plausible values; tests override what they care about. */
export async function createProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  const [row] = await db.insert(products).values(productRow(overrides)).returning();
  if (!row) throw new Error('product was not created');
  return row;
}

/** A user whose password hash is not a real one: fine for data that never signs in. */
export async function createUserRecord(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test Customer',
      email: `customer-${randomUUID()}@example.com`,
      passwordHash: 'scrypt$17$8$1$unusable$unusable',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user was not created');
  return row;
}

const FILLER_WORDS = ['quiet', 'sturdy', 'bright', 'compact', 'tidy'];

/**
 * Published products of about a quarter of a table page each, to insert in bulk: 4 500 of them
 * fill more pages than the server analyzes itself (docs/running.md).
 */
export function pageFillingProducts(count: number, from = 0): NewProduct[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Grown Gadget ${from + index}`,
    brand: 'Grown',
    category: 'Gadgets',
    description: Array.from(
      { length: 90 },
      (_, word) => FILLER_WORDS[(index + word) % FILLER_WORDS.length],
    ).join(' '),
    priceCents: 999,
    countInStock: 3,
    isDraft: false,
  }));
}

/**
 * Every field a plain product's answer has, for an exact expectation that must list them all:
 * `maxPrice` is only there for a product whose variants differ in price, `compareAtPrice` and
 * `lowestPrice30d` only for one on sale.
 */
export type PlainFields<T> = Record<
  Exclude<keyof T, 'maxPrice' | 'compareAtPrice' | 'lowestPrice30d'>,
  unknown
>;
