/**
 * Fills a migrated database with the generated catalogue in bulk, the way an import would, then
 * brings the search vocabulary and the planner's statistics up to date. Plain SQL naming only
 * long-standing columns, so the bench can seed an older checkout's database too.
 */
import type { GeneratedProduct } from './catalogue-generator.ts';
import type { SqlSession } from './sql-session.ts';

const INSERT_BATCH = 2_000;
const ID_SAMPLE = 500;

const INSERT_PRODUCTS = `
  INSERT INTO products (name, brand, category, description, image, price_cents, count_in_stock,
                        rating, num_reviews, is_draft, created_at, updated_at)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[],
                       $8::float8[], $9::int[], $10::bool[], $11::timestamptz[], $12::timestamptz[])`;

async function insertBatch(session: SqlSession, batch: readonly GeneratedProduct[]): Promise<void> {
  const column = <T>(pick: (product: GeneratedProduct) => T): T[] => batch.map(pick);
  await session.query(INSERT_PRODUCTS, [
    column((p) => p.name),
    column((p) => p.brand),
    column((p) => p.category),
    column((p) => p.description),
    column((p) => p.image),
    column((p) => p.priceCents),
    column((p) => p.countInStock),
    column((p) => p.rating),
    column((p) => p.numReviews),
    column((p) => p.isDraft),
    column((p) => p.createdAt.toISOString()),
    column((p) => p.updatedAt.toISOString()),
  ]);
}

/**
 * Inserts in one transaction, reporting progress after each batch. Between batches it yields to
 * the event loop and stops if `signal` was aborted: PGlite works on this thread, so without the
 * pause a CTRL-C would wait for the whole catalogue.
 */
export async function insertProducts(
  session: SqlSession,
  products: Iterable<GeneratedProduct>,
  options: { onProgress?: (inserted: number) => void; signal?: AbortSignal } = {},
): Promise<number> {
  let inserted = 0;
  let batch: GeneratedProduct[] = [];
  const flush = async (): Promise<void> => {
    await insertBatch(session, batch);
    inserted += batch.length;
    batch = [];
    await new Promise((resolve) => setImmediate(resolve));
    options.signal?.throwIfAborted();
  };
  await session.query('BEGIN');
  try {
    for (const product of products) {
      batch.push(product);
      if (batch.length < INSERT_BATCH) continue;
      await flush();
      options.onProgress?.(inserted);
    }
    if (batch.length > 0) await flush();
    await session.query('COMMIT');
  } catch (error) {
    await session.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return inserted;
}

/**
 * The words of published products become the vocabulary typo correction draws on. Since
 * migration 0015 the database's triggers have already added them, and this adds nothing; an older
 * checkout's schema (`--server-root`) needs it. Skipped on a schema without the vocabulary.
 */
export async function refreshSearchTerms(session: SqlSession): Promise<void> {
  const [row] = await session.query<{ exists: boolean }>(
    `SELECT to_regclass('search_terms') IS NOT NULL AS exists`,
  );
  if (!row?.exists) return;
  await session.query(`
    INSERT INTO search_terms (term)
    SELECT DISTINCT word[1]
    FROM products, regexp_matches(search_text, '([[:alnum:]]{3,})', 'g') AS word
    WHERE NOT is_draft
    ON CONFLICT (term) DO NOTHING`);
}

/**
 * The steady state of a running shop on PostgreSQL: fresh statistics, so the planner chooses the
 * plans it would on a catalogue this size, and a vacuumed table, as autovacuum leaves it soon
 * after a bulk insert (the embedded server does the same itself, docs/running.md). Without the vacuum no
 * page is marked all-visible yet, so every index-only scan still visits the table for each row
 * (docs/performance/catalogue-queries.md).
 */
export async function vacuumAnalyze(session: SqlSession): Promise<void> {
  await session.query('VACUUM ANALYZE');
}

/** Published products in random order (ids are random UUIDs, so id order is random order). */
export async function sampleProductIds(session: SqlSession, count = ID_SAMPLE): Promise<string[]> {
  const rows = await session.query<{ id: string }>(
    'SELECT id::text AS id FROM products WHERE NOT is_draft ORDER BY id LIMIT $1',
    [count],
  );
  return rows.map((row) => row.id);
}
