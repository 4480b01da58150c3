import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import { type Db, demandSoldOutViews, demandZeroResultSearches, products } from '../db/index.ts';

/** One day's count of one term or product, as a batch adds it. */
export interface DayCount {
  day: string;
  key: string;
  count: number;
}

/**
 * Adds a batch of zero-result search counts to the day's rows. The rows come sorted, so two
 * instances adding overlapping batches lock them in one order and never deadlock each other.
 */
export async function addZeroResultSearches(db: Db, batch: readonly DayCount[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(demandZeroResultSearches)
    .values(batch.map(({ day, key, count }) => ({ day, term: key, count })))
    .onConflictDoUpdate({
      target: [demandZeroResultSearches.day, demandZeroResultSearches.term],
      set: { count: sql`${demandZeroResultSearches.count} + excluded.count` },
    });
}

/**
 * Adds a batch of sold-out view counts; a product deleted since it was viewed is skipped (joined
 * away) rather than failing the whole batch on the foreign key.
 */
export async function addSoldOutViews(db: Db, batch: readonly DayCount[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = sql.join(
    batch.map(({ day, key, count }) => sql`(${day}::date, ${key}::uuid, ${count}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${demandSoldOutViews} (day, product_id, count)
    select viewed.day, viewed.product_id, viewed.count
    from (values ${rows}) as viewed (day, product_id, count)
    join ${products} on ${products.id} = viewed.product_id
    order by viewed.day, viewed.product_id
    on conflict (day, product_id) do update set count = ${demandSoldOutViews.count} + excluded.count`);
}

const total = (column: unknown) => sql<number>`sum(${column})::bigint`.mapWith(Number);

/** The terms that found nothing most often since `from` (a UTC day), most first. */
export function topZeroResultSearches(db: Db, from: string, limit: number) {
  const count = total(demandZeroResultSearches.count);
  return db
    .select({ term: demandZeroResultSearches.term, count })
    .from(demandZeroResultSearches)
    .where(gte(demandZeroResultSearches.day, from))
    .groupBy(demandZeroResultSearches.term)
    .orderBy(desc(count), asc(demandZeroResultSearches.term))
    .limit(limit);
}

/** The sold-out products viewed most since `from`, by their name now, most first. */
export function topSoldOutViews(db: Db, from: string, limit: number) {
  const count = total(demandSoldOutViews.count);
  return db
    .select({ product: products.id, name: products.name, count })
    .from(demandSoldOutViews)
    .innerJoin(products, eq(products.id, demandSoldOutViews.productId))
    .where(gte(demandSoldOutViews.day, from))
    .groupBy(products.id, products.name)
    .orderBy(desc(count), asc(products.name))
    .limit(limit);
}
