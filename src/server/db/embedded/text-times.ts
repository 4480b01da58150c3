import type { PGlite } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];
type QueryOptions = Parameters<PGlite['query']>[2];
type Parser = (value: string, typeId: number) => unknown;

/**
 * Dates, times and intervals (and arrays of them, and of numerics) stay text, as Drizzle's PGlite
 * driver asks for every statement: Drizzle turns them into values itself.
 */
export const TEXT_TIME_PARSERS: Parsers = Object.fromEntries(
  [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231].map((oid) => [oid, (value: string) => value]),
);

/** A value no parser of a date or a time would return unchanged unless it leaves the text alone. */
const PROBE = 'not a time \u0000';

/**
 * Makes the client's own parsers leave times as text, so that a statement needs no parsers of its
 * own. PGlite merges parsers given with a statement into a copy of its own several hundred (one
 * per type and per array type) at every statement: 0.1–0.4 ms each, a third of a short statement's
 * time (docs/performance/flash.md). Called once PGlite has started, when it has added its array
 * types' parsers; nothing else in the server reads times through PGlite's parsers.
 */
export function leaveTimesAsText(client: Pick<PGlite, 'parsers'>): void {
  Object.assign(client.parsers, TEXT_TIME_PARSERS);
}

/**
 * The options without their parsers when those only leave times as text, which the client's own
 * parsers already do (`leaveTimesAsText`); any other parser is kept, and PGlite merges it as before.
 * Each parser is tried on a probe, so a parser of the same type that reads the text differently is
 * never dropped.
 */
export function withoutTextTimeParsers<T extends QueryOptions>(options: T): T {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const [oid, parse] of Object.entries(parsers) as [string, Parser][]) {
    if (!(oid in TEXT_TIME_PARSERS) || parse(PROBE, Number(oid)) !== PROBE) return options;
  }
  const { parsers: _leftToTheClient, ...rest } = options;
  return rest as T;
}
