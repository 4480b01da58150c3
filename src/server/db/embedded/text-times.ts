import type { PGlite } from '@electric-sql/pglite';

type Parsers = PGlite['parsers'];
type QueryOptions = Parameters<PGlite['query']>[2];
type Parser = (value: string, typeId: number) => unknown;

/**
 * The types Drizzle's PGlite driver asks to stay text, for every statement (Drizzle turns them into
 * values itself): dates, timestamps with and without a zone, intervals, and arrays of them and of
 * numerics; each with a value of it as PostgreSQL writes it.
 */
const TIME_SAMPLES: Record<number, string> = {
  1082: '2000-01-02',
  1114: '2000-01-02 03:04:05',
  1184: '2000-01-02 03:04:05+00',
  1186: '1 day 02:03:04',
  1182: '{2000-01-02}',
  1115: '{"2000-01-02 03:04:05"}',
  1185: '{"2000-01-02 03:04:05+00"}',
  1187: '{"1 day 02:03:04"}',
  1231: '{1.5}',
};

/** Parsers that leave those types as the text PostgreSQL sent. */
export const TEXT_TIME_PARSERS: Parsers = Object.fromEntries(
  Object.keys(TIME_SAMPLES).map((oid) => [oid, (value: string) => value]),
);

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
 * Each parser is tried on a value of its type, so a parser of the same type that reads the text
 * differently is never dropped.
 */
export function withoutTextTimeParsers<T extends QueryOptions>(options: T): T {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const [oid, parse] of Object.entries(parsers) as [string, Parser][]) {
    const sample = TIME_SAMPLES[Number(oid)];
    if (sample === undefined || parse(sample, Number(oid)) !== sample) return options;
  }
  const { parsers: _leftToTheClient, ...rest } = options;
  return rest as T;
}
