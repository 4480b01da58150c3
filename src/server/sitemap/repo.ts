import { sql } from 'drizzle-orm';
import { type Db, products, queryRows } from '../db/index.ts';
import { published } from '../catalogue/index.ts';

/**
 * The sitemap's reads. Products are walked oldest first by (created_at, id): a new product lands in
 * the last file, so the files before it keep their content (and their ETag) as the shop grows.
 * Times leave the database already written as W3C datetimes, and keys with their microseconds.
 */

const W3C = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const w3c = (column: unknown) => sql`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(W3C)})`;

/**
 * Oldest first, exactly the reverse of `products_newest_published` (`DESC NULLS LAST`): a plain
 * ascending order means `NULLS LAST`, which no index matches, and would sort every product.
 */
const oldestFirst = sql`${products.createdAt} ASC NULLS FIRST, ${products.id} ASC NULLS FIRST`;

/** One products file: where it starts, how many it holds, and its newest change. */
export interface ProductChunk {
  /** created_at as PostgreSQL writes it (microseconds kept), and id, of the file's first product. */
  from: { createdAt: string; id: string };
  count: number;
  lastmod: string;
}

/**
 * Every products file in one statement (one snapshot): the walk numbers the published products
 * in key order along `products_newest_published` and groups them `perFile` at a time.
 */
export async function productChunks(db: Db, perFile: number): Promise<ProductChunk[]> {
  const rows = await queryRows<{ created_at: string; id: string; count: string | number; lastmod: string }>(
    db,
    sql`
      SELECT min(CASE WHEN first THEN created_at::text END) AS created_at,
             min(CASE WHEN first THEN id::text END) AS id,
             count(*) AS count,
             ${w3c(sql`max(updated_at)`)} AS lastmod
      FROM (SELECT created_at, id, updated_at, position / ${perFile} AS chunk,
                   position % ${perFile} = 0 AS first
            FROM (SELECT ${products.createdAt} AS created_at, ${products.id} AS id,
                         ${products.updatedAt} AS updated_at,
                         row_number() OVER (ORDER BY ${oldestFirst}) - 1 AS position
                  FROM ${products} WHERE ${published}) AS walk) AS numbered
      GROUP BY chunk
      ORDER BY chunk`,
  );
  return rows.map((row) => ({
    from: { createdAt: row.created_at, id: row.id },
    count: Number(row.count),
    lastmod: row.lastmod,
  }));
}

/** One file's products from its first key: a keyset read, never an OFFSET walk. */
export function productsFrom(
  db: Db,
  from: ProductChunk['from'],
  limit: number,
): Promise<{ id: string; lastmod: string }[]> {
  return queryRows(
    db,
    sql`
      SELECT ${products.id} AS id, ${w3c(products.updatedAt)} AS lastmod
      FROM ${products}
      WHERE ${published}
        AND (${products.createdAt}, ${products.id}) >= (${from.createdAt}::timestamptz, ${from.id}::uuid)
      ORDER BY ${oldestFirst}
      LIMIT ${limit}`,
  );
}

/** Every category with published products and the newest change among them, by name. */
export function categories(db: Db): Promise<{ name: string; lastmod: string }[]> {
  return queryRows(
    db,
    sql`
      SELECT ${products.category} AS name, ${w3c(sql`max(${products.updatedAt})`)} AS lastmod
      FROM ${products}
      WHERE ${published} AND ${products.category} <> ''
      GROUP BY ${products.category}
      ORDER BY ${products.category}`,
  );
}
