import type { messages, parse, PGlite, protocol } from '@electric-sql/pglite';
import type { PlanKeeper } from '../client.ts';
import { leaveTimesAsText } from './text-times.ts';

/**
 * How many statements the embedded database keeps prepared at once. Each holds a parsed statement
 * and, once PostgreSQL settles on it, a generic plan in the WebAssembly heap, which never shrinks:
 * the bound keeps that memory small whatever shapes of search arrive (docs/performance/catalogue-queries.md).
 */
export const KEPT_STATEMENTS = 32;

/** PostgreSQL's `invalid_sql_statement_name`: a named statement it does not have. */
const UNKNOWN_STATEMENT = '26000';

/** What the keeper needs of PGlite's module, which the server loads only when it uses PGlite. */
export interface PgliteWire {
  serialize: typeof protocol.serialize;
  parseResults: typeof parse.parseResults;
}

/** A parameter in PostgreSQL's text format; only the kinds a kept statement is given are allowed. */
function textParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  throw new TypeError(`a kept statement takes text, numbers and booleans, not ${typeof value}`);
}

function concat(messages: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    joined.set(message, at);
    at += message.length;
  }
  return joined;
}

/**
 * Named prepared statements on PGlite (docs/performance/catalogue-queries.md), which its `query` does not offer: each run sends
 * the wire protocol's messages itself, the statement's `Parse` only the first time its text is
 * seen. After five runs PostgreSQL plans it once for all values (a generic plan), where `query`
 * parses and plans every run anew. At most `KEPT_STATEMENTS` are kept, the least recently used
 * closed first.
 *
 * Each run holds PGlite's two locks, as `query` does: the transaction lock, so it never runs inside
 * another caller's open transaction (PGlite is one session), and the query lock, so its messages
 * are never interleaved with another statement's. The parameters and the statement travel
 * separately, as bound parameters, exactly as with `query`.
 */
export function createPglitePlanKeeper(
  client: PGlite,
  wire: PgliteWire,
): (track: <T>(work: () => Promise<T>) => Promise<T>) => PlanKeeper {
  const { serialize, parseResults } = wire;
  // Times left as text, so a kept statement's rows are the rows `queryRows` would have returned;
  // the client's own parsers, never a copy of them per run (text-times.ts).
  leaveTimesAsText(client);
  /** Statement text to its name, least recently used first. */
  const kept = new Map<string, string>();
  let named = 0;

  async function run(text: string, params: readonly unknown[]): Promise<Record<string, unknown>[]> {
    // Before anything is sent or counted as kept: a refused value leaves nothing behind.
    const values = params.map(textParam);
    const messages: Uint8Array[] = [];
    let name = kept.get(text);
    const isNew = name === undefined;
    if (name === undefined) {
      const [oldest] = kept;
      if (oldest && kept.size >= KEPT_STATEMENTS) {
        kept.delete(oldest[0]);
        messages.push(serialize.close({ type: 'S', name: oldest[1] }));
      }
      named += 1;
      name = `kept_${named}`;
      messages.push(serialize.parse({ name, text }));
    }
    kept.delete(text);
    kept.set(text, name);
    messages.push(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    let replies: Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
    try {
      ({ messages: replies } = await client.execProtocol(concat(messages), { throwOnError: false }));
    } catch (error) {
      kept.delete(text);
      throw error;
    }
    const failure = replies.find((reply): reply is messages.DatabaseError => reply instanceof Error);
    // A statement PostgreSQL no longer has (closed behind the keeper's back) is prepared again.
    if (!isNew && failure?.code === UNKNOWN_STATEMENT) {
      kept.delete(text);
      return run(text, params);
    }
    // A statement PostgreSQL could not parse was never kept; one that failed later (a value it
    // could not bind) is kept and reused.
    if (isNew && !replies.some((reply) => reply.name === 'parseComplete')) kept.delete(text);
    if (failure) throw failure;
    const [result] = parseResults(replies, client.parsers);
    return result?.rows ?? [];
  }

  // One session holds every kept statement, so one keeper names them all; each lane to the
  // database (embedded/lanes.ts) runs them through its own `track`.
  return (track) => ({
    rows: (text, params) =>
      track(() => client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params)))),
  });
}
