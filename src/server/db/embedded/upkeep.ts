import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';

/**
 * PostgreSQL's autovacuum for the embedded database (docs/running.md).
 * PGlite runs no background processes, so nothing would ever count a table again or mark its
 * pages all-visible after the demo's first `ANALYZE`: a shop that grew from 20 products to 20 000
 * kept the plans of 20, and its common-word searches ran three to five times slower than the
 * same catalogue vacuumed. The server does autovacuum's work itself, with its default thresholds, at
 * start and then once a minute (autovacuum's own interval).
 */
export const UPKEEP_INTERVAL_MS = 60_000;

/** The argument that makes the server's entry do the embedded database's upkeep and exit. */
export const UPKEEP_DATABASE_FLAG = '--upkeep-database';

/**
 * The largest table the server analyzes itself, in pages (8 MiB). `ANALYZE` holds a sample of up
 * to 30 000 whole rows, so what it costs follows the table's size, and PGlite's memory never
 * shrinks: analyzing 20 000 products (3 900 pages) kept about 80 MiB more in the process. Larger
 * tables are analyzed when the server next starts, by a short-lived child whose memory leaves
 * with it; until then their vacuums keep the planner's row counts current.
 */
export const ANALYZE_IN_SERVER_PAGES = 1_024;

/** PostgreSQL's defaults: `autovacuum_analyze_threshold` and `autovacuum_analyze_scale_factor`. */
const ANALYZE_AFTER = { rows: 50, share: 0.1 };
/** `autovacuum_vacuum_threshold` and `autovacuum_vacuum_scale_factor`: dead rows. */
const VACUUM_AFTER_DEAD = { rows: 50, share: 0.2 };
/** `autovacuum_vacuum_insert_threshold` and `autovacuum_vacuum_insert_scale_factor`. */
const VACUUM_AFTER_INSERTS = { rows: 1000, share: 0.2 };

/** What the database knows of one table's changes. */
export interface TableActivity {
  table: string;
  /** `pg_class.reltuples` from the last `VACUUM` or `ANALYZE`; -1 if the table was never counted. */
  rowsCounted: number;
  /** `pg_class.relpages` at that count. */
  pagesCounted: number;
  /** The table's size in pages now. */
  pagesNow: number;
  /** Rows at the table's last `ANALYZE` (`embedded_upkeep`); null for a table never analyzed. */
  rowsAtAnalyze: number | null;
  /** The statistics counters, which PGlite keeps only while the server runs (0 after a restart). */
  deadRows: number;
  insertedSinceVacuum: number;
}

export interface Upkeep {
  vacuum: boolean;
  analyze: boolean;
}

/**
 * Rows now: the rows counted, scaled by how the table's pages grew since (the planner's own
 * estimate), or plus the rows this run saw inserted, which may have filled space a vacuum freed.
 */
function rowsNow({ rowsCounted, pagesCounted, pagesNow, insertedSinceVacuum }: TableActivity): number {
  if (pagesNow === 0) return 0;
  if (rowsCounted < 0 || pagesCounted === 0) return Number.POSITIVE_INFINITY;
  return Math.max((pagesNow * rowsCounted) / pagesCounted, rowsCounted + insertedSinceVacuum);
}

function beyond(count: number, limit: { rows: number; share: number }, rows: number): boolean {
  return count > limit.rows + limit.share * rows;
}

/**
 * Whether autovacuum, with its default thresholds, would vacuum or analyze this table now, from
 * what survives a restart of PGlite (the table's size, its counts in `pg_class`, the rows of its
 * last `ANALYZE`) and this run's counters:
 * - `ANALYZE` when the rows moved by a tenth and 50 since the last one, or the table holds rows
 *   and was never analyzed. Rows changed in place (stock moved by orders) are not counted: they
 *   move no statistic the catalogue's plans read.
 * - `VACUUM` when a fifth and 50 rows are dead, a fifth and 1 000 were inserted, or the size moved
 *   by a tenth since the last count, changes the counters may not have seen (a restart, a script).
 */
export function upkeepNeeded(activity: TableActivity): Upkeep {
  const rows = rowsNow(activity);
  const counted = Math.max(activity.rowsCounted, 0);
  const analyzed = activity.rowsAtAnalyze;
  return {
    analyze: rows > 0 && (analyzed === null || beyond(Math.abs(rows - analyzed), ANALYZE_AFTER, analyzed)),
    vacuum:
      beyond(Math.abs(rows - counted), ANALYZE_AFTER, counted) ||
      beyond(activity.deadRows, VACUUM_AFTER_DEAD, counted) ||
      beyond(activity.insertedSinceVacuum, VACUUM_AFTER_INSERTS, counted),
  };
}

export async function readTableActivity(db: Db): Promise<TableActivity[]> {
  // PGlite sends its statistics counters on only every second or so: the next statement sees them all.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  return queryRows<TableActivity>(
    db,
    sql`SELECT c.relname AS "table",
          c.reltuples::float8 AS "rowsCounted",
          c.relpages AS "pagesCounted",
          (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS "pagesNow",
          u.rows_at_analyze AS "rowsAtAnalyze",
          coalesce(s.n_dead_tup, 0)::int AS "deadRows",
          coalesce(s.n_ins_since_vacuum, 0)::int AS "insertedSinceVacuum"
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
        LEFT JOIN embedded_upkeep u ON u.table_name = c.relname
        WHERE c.relkind = 'r' AND n.nspname = 'public' AND c.relname <> 'embedded_upkeep'
        ORDER BY c.relname`,
  );
}

export interface UpkeepDone {
  table: string;
  vacuum: boolean;
  analyze: boolean;
  ms: number;
}

export interface UpkeepRun {
  done: UpkeepDone[];
  /** Tables due for an `ANALYZE` too large for this process: left for a child (the next start). */
  analyzeLater: string[];
}

/**
 * A table analyzed by someone else (the demo's seeding, an operator, a server from before this
 * upkeep) and not yet by this upkeep: its count now is taken as the rows of that `ANALYZE`, and
 * noted before a vacuum moves it.
 */
export async function noteEarlierAnalyses(db: Db): Promise<void> {
  await db.execute(sql`INSERT INTO embedded_upkeep (table_name, rows_at_analyze)
    SELECT c.relname, c.reltuples FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = 'public' AND c.reltuples >= 0
      AND EXISTS (SELECT 1 FROM pg_stats p WHERE p.schemaname = n.nspname AND p.tablename = c.relname)
    ON CONFLICT (table_name) DO NOTHING`);
}

/**
 * Vacuums, then analyzes, each table that is due, one statement per table: PGlite runs one
 * statement at a time, so requests wait for each (about a second for 20 000 products), not for all
 * of them. What is due for an `ANALYZE` is decided after the vacuums, on their counts of live rows:
 * before, a table's dead versions would read as rows added.
 */
export async function runUpkeep(db: Db, analyzePagesUpTo = Number.POSITIVE_INFINITY): Promise<UpkeepRun> {
  await noteEarlierAnalyses(db);
  const done = new Map<string, UpkeepDone>();
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return Math.round(performance.now() - started);
  };
  for (const activity of await readTableActivity(db)) {
    if (!upkeepNeeded(activity).vacuum) continue;
    const ms = await timed(() => db.execute(sql`VACUUM ${sql.identifier(activity.table)}`));
    done.set(activity.table, { table: activity.table, vacuum: true, analyze: false, ms });
  }
  const analyzeLater: string[] = [];
  for (const activity of await readTableActivity(db)) {
    if (!upkeepNeeded(activity).analyze) continue;
    if (activity.pagesNow > analyzePagesUpTo) {
      analyzeLater.push(activity.table);
      continue;
    }
    const ms = await timed(async () => {
      await db.execute(sql`ANALYZE ${sql.identifier(activity.table)}`);
      await db.execute(sql`INSERT INTO embedded_upkeep (table_name, rows_at_analyze)
        SELECT relname, reltuples FROM pg_class
        WHERE relname = ${activity.table} AND relnamespace = 'public'::regnamespace
        ON CONFLICT (table_name) DO UPDATE SET rows_at_analyze = excluded.rows_at_analyze, analyzed_at = now()`);
    });
    const vacuumed = done.get(activity.table);
    done.set(activity.table, {
      table: activity.table,
      vacuum: Boolean(vacuumed),
      analyze: true,
      ms: ms + (vacuumed?.ms ?? 0),
    });
  }
  return { done: [...done.values()], analyzeLater };
}
