import { eq, sql } from 'drizzle-orm';
import { catalogueVersion, type Db, products, queryRows } from '../db/index.ts';
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

/** Where one products file starts and how many it holds. */
export interface ProductAnchor {
  /** created_at as PostgreSQL writes it (microseconds kept), and id, of the file's first product. */
  from: { createdAt: string; id: string };
  count: number;
}

/** An anchor with the file's newest change, for the index. */
export interface ProductChunk extends ProductAnchor {
  lastmod: string;
}

/**
 * Every products file in one statement (one snapshot): the walk numbers the published products
 * in key order along `products_newest_published` and groups them `perFile` at a time. Without
 * `lastmod` the walk reads the index only; with it, every row's `updated_at` too.
 */
function walkFiles(perFile: number, withLastmod: boolean) {
  const updatedAt = withLastmod ? sql`, ${products.updatedAt} AS updated_at` : sql``;
  return sql`
    SELECT min(CASE WHEN first THEN created_at::text END) AS created_at,
           min(CASE WHEN first THEN id::text END) AS id,
           count(*) AS count
           ${withLastmod ? sql`, ${w3c(sql`max(updated_at)`)} AS lastmod` : sql``}
    FROM (SELECT *, position / ${perFile} AS chunk, position % ${perFile} = 0 AS first
          FROM (SELECT ${products.createdAt} AS created_at, ${products.id} AS id ${updatedAt},
                       row_number() OVER (ORDER BY ${oldestFirst}) - 1 AS position
                FROM ${products} WHERE ${published}) AS walk) AS numbered
    GROUP BY chunk
    ORDER BY chunk`;
}

interface FileRow {
  created_at: string;
  id: string;
  count: string | number;
  lastmod: string;
}

const toAnchor = (row: FileRow): ProductAnchor => ({
  from: { createdAt: row.created_at, id: row.id },
  count: Number(row.count),
});

export async function productAnchors(db: Db, perFile: number): Promise<ProductAnchor[]> {
  return (await queryRows<FileRow>(db, walkFiles(perFile, false))).map(toAnchor);
}

export async function productChunks(db: Db, perFile: number): Promise<ProductChunk[]> {
  const rows = await queryRows<FileRow>(db, walkFiles(perFile, true));
  return rows.map((row) => ({ ...toAnchor(row), lastmod: row.lastmod }));
}

/**
 * One file's `<url>` entries, written by the database from the file's first key: a keyset read,
 * never an OFFSET walk. Writing them there spares the server 50 000 row objects per file, which
 * cost it several times the read itself. `productUrl` is already XML-escaped; ids are UUIDs and
 * the times digits, so nothing the database adds needs escaping. The aggregate takes the rows in
 * the ordered subquery's order (PostgreSQL keeps it for a plain aggregate over one subquery).
 */
export async function productEntries(
  db: Db,
  from: ProductAnchor['from'],
  limit: number,
  productUrl: string,
): Promise<string> {
  const [row] = await queryRows<{ entries: string | null }>(
    db,
    sql`
      SELECT string_agg('<url><loc>' || ${productUrl}::text || id::text || '</loc><lastmod>' || lastmod
                        || '</lastmod></url>', E'\n') AS entries
      FROM (SELECT ${products.id} AS id, ${w3c(products.updatedAt)} AS lastmod
            FROM ${products}
            WHERE ${published}
              AND (${products.createdAt}, ${products.id}) >= (${from.createdAt}::timestamptz, ${from.id}::uuid)
            ORDER BY ${oldestFirst}
            LIMIT ${limit}) AS page`,
  );
  return row?.entries ?? '';
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

/** The catalogue's version: it moves whenever a product is added, deleted, published or re-dated. */
export async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}
