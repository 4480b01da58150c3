import type { Suggestions } from '../../contract/catalogue.ts';
import { MAX_SUGGESTED_PRODUCTS, SUGGEST_MIN_LENGTH } from '../../contract/catalogue-options.ts';
import { toProductSummary } from './present.ts';
import { NO_FILTERS } from './filters.ts';
import { readMatches } from './match-read.ts';
import * as catalogueRepo from './repo.ts';
import { asTyped, correctionOf } from './typos.ts';
import type { WordMatch } from './word-match.ts';
import type { CatalogueContext } from './context.ts';

const SUGGESTED_CATEGORIES = 4;
/**
 * How far above the limit a keyword's estimated matches must be for a suggestion to walk the
 * newest candidates at once, with no read to confirm it.
 */
const ESTIMATED_LARGE = 2;
/**
 * How suggestions rank: every match of a set up to `inFull`; above that the `candidates` newest
 * only, where a list page ranks 200 of a set above 1 000 (docs/catalogue.md, "Suggestions").
 */
const SUGGESTION_RANKING = { inFull: 300, candidates: 50 };

/** One or two letters typed are the start of a word, as in a search box while typing. */
const asTyping = (words: WordMatch): WordMatch => ({ ...words, shortWordsStartWords: true });

/**
 * The best few products for what is typed, ranked as the list ranks its pages, on fewer
 * candidates: a set estimated far above the exact count limit walks the newest candidates at
 * once; any other is read, up to one match more than is ranked in full, and walks them only if it
 * found that many.
 */
async function best(ctx: CatalogueContext, words: WordMatch) {
  const { db, exactCountLimit } = ctx;
  const first = { offset: 0, limit: MAX_SUGGESTED_PRODUCTS };
  if ((await ctx.sample.matches(words)) <= ESTIMATED_LARGE * exactCountLimit) {
    const options = { limit: SUGGESTION_RANKING.inFull, ranking: SUGGESTION_RANKING, facets: false };
    const read = await readMatches(db, words, NO_FILTERS, 'relevance', first, options);
    if (read) return catalogueRepo.recordsInOrder(db, read.ids);
  }
  const { candidates } = SUGGESTION_RANKING;
  return catalogueRepo.findPage(db, words, NO_FILTERS, 'relevance', first, { candidates, everyMatch: false });
}

/** Products and categories for the search box, from two characters on; typos forgiven. */
export async function suggestionsFor(ctx: CatalogueContext, keyword: string): Promise<Suggestions> {
  if (keyword.length < SUGGEST_MIN_LENGTH) return { products: [], categories: [] };
  const typed = asTyped(keyword);
  if (!typed) return { products: [], categories: [] };
  let match = asTyping(typed);
  let found = await best(ctx, match);
  if (found.length === 0) {
    const { corrected } = await correctionOf(ctx, keyword);
    if (corrected) {
      match = asTyping(corrected);
      found = await best(ctx, match);
    }
  }
  const categories = await catalogueRepo.categoriesMatching(ctx.db, match, SUGGESTED_CATEGORIES);
  return {
    products: found.map((record) => {
      const { _id, name, image, price } = toProductSummary(record);
      return { _id, name, image, price };
    }),
    categories,
  };
}
