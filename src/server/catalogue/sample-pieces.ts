import { type WordMatch } from './word-match.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isShortPlainWord } from './search-words.ts';

/**
 * Search texts as their pieces between spaces, each piece with the texts holding it, as the
 * database's vocabulary of pieces holds them (docs/performance/catalogue-queries.md): a word holds no space, so a text contains
 * it exactly when one of its pieces does. A word is then tested once against each distinct piece,
 * not against every text: on the bench's catalogue, 2 350 short pieces for 2 000 texts of about 500
 * characters, 20–150 µs a word instead of 0.4–1.1 ms (docs/catalogue.md).
 */
export interface PieceIndex {
  /** How many texts were indexed. */
  texts: number;
  pieces: readonly string[];
  /** For each piece, the indexes of the texts holding it. */
  holders: readonly Uint32Array[];
}

/**
 * Texts indexed between two turns of the event loop: 2 000 texts take about 20 ms, which would
 * otherwise hold up every request in flight at once.
 */
const TEXTS_PER_TURN = 250;

export async function indexPieces(texts: readonly string[]): Promise<PieceIndex> {
  const byPiece = new Map<string, number[]>();
  for (const [index, text] of texts.entries()) {
    if (index > 0 && index % TEXTS_PER_TURN === 0) await nextTurn();
    for (const piece of new Set(text.split(/\s+/))) {
      if (piece === '') continue;
      const holders = byPiece.get(piece);
      if (holders) holders.push(index);
      else byPiece.set(piece, [index]);
    }
  }
  return {
    texts: texts.length,
    pieces: [...byPiece.keys()],
    holders: [...byPiece.values()].map((holders) => Uint32Array.from(holders)),
  };
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Some word of `piece` starts with `start`: what `startsAWord` in repo.ts asks of the search vector. */
function startsAWordIn(piece: string, start: string): boolean {
  for (let at = piece.indexOf(start); at !== -1; at = piece.indexOf(start, at + 1)) {
    if (at === 0 || !LETTER_OR_DIGIT.test(piece.charAt(at - 1))) return true;
  }
  return false;
}

/**
 * The indexes of the texts holding every word in one of its spellings, as `containsEveryWord` in
 * repo.ts tests the search text: `LIKE` on the lower-cased text is a plain substring test,
 * wildcards escaped; a suggestion's word of one or two letters must start a word.
 */
export function textsHoldingEveryWord(index: PieceIndex, match: WordMatch): number[] {
  const { pieces, holders } = index;
  const wordsHeld = new Uint8Array(index.texts);
  // The last word each text was found to hold, plus one: a text counts once per word.
  const lastWord = new Uint8Array(index.texts);
  match.words.forEach((spellings, word) => {
    const found = (piece: string) =>
      spellings.some((spelling) =>
        match.shortWordsStartWords === true && isShortPlainWord(spelling)
          ? startsAWordIn(piece, spelling)
          : piece.includes(spelling),
      );
    pieces.forEach((piece, at) => {
      if (!found(piece)) return;
      for (const text of holders[at] ?? []) {
        if (lastWord[text] === word + 1) continue;
        lastWord[text] = word + 1;
        wordsHeld[text] = (wordsHeld[text] ?? 0) + 1;
      }
    });
  });
  const holding: number[] = [];
  wordsHeld.forEach((held, text) => {
    if (held === match.words.length) holding.push(text);
  });
  return holding;
}
