import { sql } from 'drizzle-orm';
import { jsonColumn, queryRows, type Db, catalogueVersion, products } from '../db/index.ts';
import { newestFirst, published } from './product-rows.ts';

/**
 * Where the plain catalogue list's pages start (docs/catalogue.md):
 * the (created_at, id) key of every `every`-th published product, newest first, and how many
 * there are, as of one `catalogue_version`. It holds no answer: every page read checks the
 * version in its own statement, so a page is never read against anchors that no longer hold.
 */
export interface Anchors {
  version: number;
  /** Published products at this version, counted exactly. */
  total: number;
  /** `keys[i]`: the key at offset `i * every`; created_at as PostgreSQL writes it (microseconds kept). */
  keys: readonly { createdAt: string; id: string }[];
}

const versionNow = sql`(SELECT ${catalogueVersion.version} FROM ${catalogueVersion} WHERE ${catalogueVersion.id} = 1)`;

async function readVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`SELECT ${versionNow} AS version`);
  return Number(row?.version);
}

/**
 * One statement, so one snapshot: the version and the anchors it describes. The window walks
 * `products_newest_published` once, index only (about 100 000 entries at 100 000 products).
 */
async function readAnchors(db: Db, every: number): Promise<Anchors> {
  const [row] = await queryRows<{ version: string | number; total: string | number; keys: unknown }>(
    db,
    sql`
      SELECT ${versionNow} AS version,
             count(*) AS total,
             coalesce(json_agg(json_build_array(created_at::text, id) ORDER BY position)
                        FILTER (WHERE position % ${every} = 0), '[]') AS keys
      FROM (SELECT ${products.createdAt} AS created_at, ${products.id} AS id,
                   row_number() OVER (ORDER BY ${sql.join(newestFirst, sql`, `)}) - 1 AS position
            FROM ${products} WHERE ${published}) AS walk`,
  );
  const keys = jsonColumn(row?.keys) as [string, string][];
  return {
    version: Number(row?.version),
    total: Number(row?.total ?? 0),
    keys: keys.map(([createdAt, id]) => ({ createdAt, id })),
  };
}

/**
 * The ids of `limit` published products newest first from `offset`, walked from the nearest
 * anchor at or before it; none at all when the anchors' version is no longer the database's.
 */
async function idsFrom(db: Db, anchors: Anchors, every: number, offset: number, limit: number) {
  const index = Math.min(Math.floor(offset / every), anchors.keys.length - 1);
  const key = anchors.keys[index];
  if (!key) return [];
  // A row comparison in the index's own order (both columns descending), so the walk starts at
  // the anchor in `products_newest_published` instead of at the newest product.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      SELECT ${products.id} AS id FROM ${products}
      WHERE ${published}
        AND (${products.createdAt}, ${products.id}) <= (${key.createdAt}::timestamptz, ${key.id}::uuid)
        AND ${versionNow} = ${anchors.version}
      ORDER BY ${sql.join(newestFirst, sql`, `)}
      OFFSET ${offset - index * every} LIMIT ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * The anchors of one process, built on first use and rebuilt when a read finds them stale. A
 * rebuild in flight is shared: concurrent misses cost one walk.
 */
export function createPageAnchors(db: Db, every: number) {
  let current: Anchors | undefined;
  let building: Promise<Anchors> | undefined;

  function build(): Promise<Anchors> {
    building ??= readAnchors(db, every)
      .then((anchors) => {
        current = anchors;
        return anchors;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  /** Fresh anchors unless `stale` was already replaced (another read rebuilt them meanwhile). */
  function replacing(stale: Anchors): Promise<Anchors> {
    return current && current !== stale ? Promise.resolve(current) : build();
  }

  function latest(): Promise<Anchors> {
    return current ? Promise.resolve(current) : build();
  }

  return {
    latest,

    /**
     * The page's ids and the anchors they were read against, or undefined when the anchors were
     * stale twice in a row (a write landed during the rebuild): the caller then walks the offset.
     * No ids with current anchors: the page is past the end (`anchors.total` says where it is).
     */
    async page(offset: number, limit: number): Promise<{ ids: string[]; anchors: Anchors } | undefined> {
      let anchors = await latest();
      for (let attempt = 0; attempt < 2; attempt++) {
        if (offset < anchors.total) {
          const ids = await idsFrom(db, anchors, every, offset, limit);
          // Rows exist at that offset at the anchors' version: none means the version moved on.
          if (ids.length > 0) return { ids, anchors };
        } else if ((await readVersion(db)) === anchors.version) {
          return { ids: [], anchors };
        }
        anchors = await replacing(anchors);
      }
      return undefined;
    },
  };
}

export type PageAnchors = ReturnType<typeof createPageAnchors>;
