import { and, or, sql, type SQL } from 'drizzle-orm';
import { keptPlanRows, type Db, products, searchChunks, searchTerms, contains } from '../db/index.ts';
import { isShortPlainWord } from './search-words.ts';

/** What a keyword search looks for: every word, each in any one of its spellings. */
export interface WordMatch {
  keyword: string;
  words: readonly (readonly string[])[];
  rankQuery: string | undefined;
  /**
   * A word of one or two letters is the start of a catalogue word, not any part of one: what a
   * suggestion box means while typing, and what an index can find (docs/catalogue.md). Suggestions only.
   */
  shortWordsStartWords?: boolean;
}

/** Some word of the product starts with `word` (letters and digits only: no tsquery syntax). */
function startsAWord(word: string): SQL {
  return sql`${products.searchVector} @@ to_tsquery('simple', ${`${word}:*`})`;
}

/**
 * How a statement finds the products containing a word. `eachRow` tests each product it reads
 * (`LIKE`): a sample, a walk down an index in the page's order. `index` looks the matches up, which
 * a read of every match does: through the search text's pieces between spaces (docs/performance/catalogue-queries.md), with
 * none of the trigram index's false candidates.
 */
export type WordLookup = 'eachRow' | 'index';

/**
 * The pieces between spaces of the search text, as the index `products_search_chunks` holds them
 * (windows of a piece over 200 characters; migration 0013).
 */
const searchTextChunks = sql`search_text_chunks(${products.searchText})`;

/**
 * Whether a word is found exactly through the pieces (docs/performance/catalogue-queries.md): it holds no space, so it lies
 * within one piece; it fits in a window (101 characters); and it has a trigram, so the pieces
 * containing it are looked up in an index rather than every piece read. (UTF-16 length: never
 * fewer than the database's characters, so a word it lets through always fits a window.)
 */
function isFoundByChunks(spelling: string): boolean {
  return spelling.length >= 3 && spelling.length <= 101 && !spelling.includes(' ');
}

/**
 * Some piece of the search text contains one of the spellings: the pieces that do are read from
 * the vocabulary of pieces, then the products holding any of them from the pieces' index, in one
 * index scan however many words a keyword has.
 */
function someChunkContains(spellings: readonly string[]): SQL {
  const containing = or(...spellings.map((spelling) => contains(sql`${searchChunks.chunk}`, spelling)));
  return sql`${searchTextChunks} && ARRAY(SELECT ${searchChunks.chunk} FROM ${searchChunks} WHERE ${containing})`;
}

/**
 * Whether a read of every match (`index` lookup) finds each word through the pieces. The statement
 * then shows the planner no word where it could weigh it: each is only in a look-up of the pieces
 * that runs first, so the best plan is the same for every keyword of that shape and can be kept
 * (docs/performance/catalogue-queries.md). A word the pieces cannot find (under three letters, say) is matched on the search
 * text itself, where the planner weighs it.
 */
export function findsEveryWordByChunks(match: WordMatch): boolean {
  return match.words.every((spellings) => spellings.every(isFoundByChunks));
}

/**
 * `column` (the search text unless named) contains every word, each in any of its spellings;
 * `lookup` says how the statement finds them (looked up only on the search text).
 */
export function containsEveryWord(
  match: WordMatch,
  column: SQL | typeof products.searchText = products.searchText,
  lookup: WordLookup = 'eachRow',
): SQL | undefined {
  const onSearchText = column === products.searchText;
  const byWordStart = match.shortWordsStartWords === true && onSearchText;
  const byChunks = lookup === 'index' && onSearchText;
  const found = (spelling: string) =>
    byWordStart && isShortPlainWord(spelling) ? startsAWord(spelling) : contains(column, spelling);
  return and(
    ...match.words.map((spellings) =>
      byChunks && spellings.every(isFoundByChunks)
        ? someChunkContains(spellings)
        : or(...spellings.map(found)),
    ),
  );
}

/**
 * Best matches first: full-text rank with name above brand above category above description,
 * plus how closely the name resembles the whole keyword.
 */
export function relevance(match: WordMatch): SQL {
  const fullTextRank = match.rankQuery
    ? sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${match.rankQuery}))`
    : sql`0`;
  return sql`${fullTextRank} + word_similarity(${match.keyword}, ${products.name})`;
}

/**
 * The catalogue words nearest to `word` by trigram distance (a GiST index scan), or undefined when
 * some catalogue word contains `word`, so it needs no correction. One statement: the nearest words
 * are looked up only when no word contains it (an `InitPlan` runs when its `CASE` branch is
 * taken), which is the typo's case, at one round trip instead of two. Only a word of four letters or
 * digits and more is corrected (`isCorrectable`), which both look-ups find through the vocabulary's
 * trigram index whatever the word: its plan is kept (docs/performance/catalogue-queries.md).
 */
export async function nearestWordsUnlessKnown(
  db: Db,
  word: string,
  limit: number,
): Promise<string[] | undefined> {
  const [row] = await keptPlanRows<{ nearest: string[] | null }>(
    db,
    sql`SELECT CASE
          WHEN EXISTS (SELECT 1 FROM ${searchTerms} WHERE ${contains(sql`${searchTerms.term}`, word)}) THEN NULL
          ELSE ARRAY(SELECT ${searchTerms.term} FROM ${searchTerms}
                     ORDER BY ${searchTerms.term} <-> ${word} LIMIT ${limit})
        END AS nearest`,
  );
  return row?.nearest ?? undefined;
}
