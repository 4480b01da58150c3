import { correctionsOf, isCorrectable, isPlainAsciiWord, rankQuery, searchWords } from './search-words.ts';
import { nearestWordsUnlessKnown, type WordMatch } from './word-match.ts';
import type { CatalogueContext } from './context.ts';

/** How many nearest catalogue words a mistyped word is searched as, at most. */
const CORRECTION_CANDIDATES = 10;

function matchOf(keyword: string, words: readonly (readonly string[])[]): WordMatch {
  return { keyword, words, rankQuery: rankQuery(words) };
}

/** The keyword's words as typed, or undefined when it has none (the plain catalogue). */
export function asTyped(keyword: string): WordMatch | undefined {
  const words = searchWords(keyword);
  return words.length > 0
    ? matchOf(
        keyword,
        words.map((word) => [word]),
      )
    : undefined;
}

/**
 * A word's nearest catalogue words when no catalogue word contains it; undefined when one does,
 * or when the word is not worth correcting.
 */
function nearestTo(ctx: CatalogueContext, word: string): Promise<string[] | undefined> {
  return isCorrectable(word)
    ? nearestWordsUnlessKnown(ctx.db, word, CORRECTION_CANDIDATES)
    : Promise.resolve(undefined);
}

/**
 * Typo tolerance (docs/catalogue.md, "Typos"): `corrected` has each word no catalogue word contains
 * spelled as its nearest catalogue words (undefined when none has any). `inNoProduct`: a word of
 * plain letters and digits is in no catalogue word, so in no published product's text, since the
 * vocabulary holds every run of letters and digits of every published product.
 */
export async function correctionOf(ctx: CatalogueContext, keyword: string) {
  const words = searchWords(keyword);
  const nearest = await Promise.all(words.map((word) => nearestTo(ctx, word)));
  const spellings = words.map((word, index) => {
    const found = nearest[index];
    return found ? correctionsOf(word, found) : [word];
  });
  const corrected = spellings.some((options, index) => options.length > 1 || options[0] !== words[index]);
  return {
    corrected: corrected ? matchOf(keyword, spellings) : undefined,
    inNoProduct: words.some((word, index) => nearest[index] !== undefined && isPlainAsciiWord(word)),
  };
}
