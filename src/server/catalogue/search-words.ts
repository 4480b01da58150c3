/** Pure helpers for turning a shopper's keyword into the words the search looks for. */

const MAX_WORDS = 8;

/** Double quotes (straight and typographic) around a word or phrase: `"sony"` is sony. */
const QUOTES = /^["“”„«»]+|["“”„«»]+$/g;

/**
 * Words are split on spaces only, so `%`, `_` and `\` stay part of the word they were typed in;
 * quotes at a word's ends are dropped (a shopper quoting `"sony"` means sony, and no product text
 * holds the quote marks around it).
 */
export function searchWords(keyword: string): string[] {
  const words = keyword
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(QUOTES, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * A plain word shorter than the trigram index can look up (three letters): a suggestion finds it
 * as the start of a catalogue word through the full-text index instead (docs/catalogue.md).
 */
export function isShortPlainWord(word: string): boolean {
  return /^[\p{L}\p{N}]{1,2}$/u.test(word);
}

/**
 * Letters a to z and digits only: such a word lies within one run of letters and digits of any
 * text holding it, whatever the database's locale counts as a letter beyond them.
 */
export function isPlainAsciiWord(word: string): boolean {
  return /^[a-z0-9]+$/.test(word);
}

/** Only plain words are worth correcting; a stray "%" or "5g" is taken as typed. */
export function isCorrectable(word: string): boolean {
  return /^[\p{L}\p{N}]{4,}$/u.test(word);
}

/** How many typing slips a word of this length may carry and still count as that word. */
export function allowedEdits(word: string): number {
  return word.length <= 5 ? 1 : 2;
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of
 * neighbouring letters each cost one, so "iphnoe" is one edit from "iphone".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      const row = d[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The candidates closest to `word` within the allowed number of edits (ties all kept). */
export function closestWords(word: string, candidates: readonly string[]): string[] {
  const limit = allowedEdits(word);
  const scored = candidates
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate) }))
    .filter(({ distance }) => distance <= limit);
  const best = Math.min(...scored.map(({ distance }) => distance));
  return scored.filter(({ distance }) => distance === best).map(({ candidate }) => candidate);
}

/**
 * What a word no catalogue word contains is searched as: its closest catalogue words when any is
 * within the allowed edits, else the word as typed (which then finds nothing). The word itself is
 * not kept beside its corrections: it can match no product, and every row a search reads would
 * pay for failing it (about a fifth of a typo search, docs/performance/catalogue-queries.md).
 */
export function correctionsOf(word: string, nearest: readonly string[]): string[] {
  const closest = closestWords(word, nearest);
  return closest.length > 0 ? closest : [word];
}

/**
 * A prefix query over every spelling, for ranking only. Letters and digits alone reach
 * `to_tsquery`, so nothing a shopper types can change the query's syntax.
 */
export function rankQuery(spellings: readonly (readonly string[])[]): string | undefined {
  const terms = spellings
    .flat()
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((word) => `${word}:*`);
  return terms.length > 0 ? [...new Set(terms)].join(' | ') : undefined;
}
