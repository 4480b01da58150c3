/**
 * What the bench's shoppers type into the search box, drawn from the generated catalogue's own
 * vocabulary so every keyword finds something: common words, brands, rare words and model
 * codes, several words at once, and typos made by dropping or swapping letters of real brand
 * and product words ("samsng", "headphnes", "iphnoe").
 */
import { brands } from './catalogue-brands.ts';
import { productLines, productTypes, type GeneratedProduct } from './catalogue-generator.ts';
import { COMMON_EVERYWHERE, COMMON_MOSTLY, RARE_WORDS } from './catalogue-sentences.ts';
import { createRandom, type Random } from './prng.ts';

export interface KeywordSets {
  /** In a large share of products: the slowest searches to rank. */
  common: readonly string[];
  brands: readonly string[];
  /** In a few products: rare description words and model codes. */
  rare: readonly string[];
  multiWord: readonly string[];
  typos: readonly string[];
}

export const COMMON_KEYWORDS: readonly string[] = [
  COMMON_EVERYWHERE,
  COMMON_MOSTLY,
  'battery',
  'design',
  'warranty',
  'black',
  'smart',
  'premium',
  'compact',
  'charging',
];

/** The typos people quote when they talk about this shop's search. */
const FAMOUS_TYPOS = ['samsng', 'headphnes', 'iphnoe', 'playstaton', 'logitec'];

const PINNED_BRANDS = ['sony', 'samsung', 'apple'];
const KEYWORDS_PER_SET = { brands: 10, rareWords: 8, modelCodes: 4, multiWord: 12, typos: 14 };
/** Typos are made only from words long enough that one slip still leaves them recognisable. */
const MIN_TYPO_SOURCE_LENGTH = 6;

const lastWord = (text: string): string => text.split(' ').at(-1)?.toLowerCase() ?? '';
const isPlainWord = (word: string): boolean => /^[a-z]+$/.test(word);

/**
 * One slip of the finger inside the word (never its first or last letter): a letter dropped or
 * two neighbours swapped. Returns undefined when the slip would leave the word unchanged.
 */
export function typoOf(word: string, random: Random): string | undefined {
  const at = random.int(1, word.length - 3);
  const typo = random.chance(0.5)
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  return typo === word || word.includes(typo) ? undefined : typo;
}

function distinctPicks(random: Random, candidates: readonly string[], count: number): string[] {
  return [...new Set(random.shuffle(candidates))].slice(0, count);
}

/** "sony headphones", "garmin smartwatch": a brand and the kind of thing it makes. */
function brandAndKind(random: Random): string {
  const line = random.pick(productLines);
  return `${line.brand.toLowerCase()} ${lastWord(line.type.noun)}`;
}

/** "cancelling headphones", "mirrorless camera": a style word and a kind. */
function styleAndKind(random: Random): string | undefined {
  const type = random.pick(Object.values(productTypes));
  const style = lastWord(random.pick(type.styles));
  const noun = type.noun.toLowerCase();
  return style && isPlainWord(style) && !noun.includes(style) ? `${style} ${noun}` : undefined;
}

function multiWordKeywords(random: Random, count: number): string[] {
  const found = new Set<string>();
  for (let attempt = 0; found.size < count && attempt < count * 50; attempt++) {
    const keyword = found.size % 2 === 0 ? brandAndKind(random) : styleAndKind(random);
    if (keyword) found.add(keyword);
  }
  return [...found];
}

function typoKeywords(random: Random, count: number): string[] {
  const sources = [
    ...brands.map((brand) => brand.name.toLowerCase()),
    ...Object.values(productTypes).map((type) => lastWord(type.noun)),
  ].filter((word) => isPlainWord(word) && word.length >= MIN_TYPO_SOURCE_LENGTH);
  const typos = new Set(FAMOUS_TYPOS);
  for (const source of random.shuffle([...new Set(sources)])) {
    if (typos.size >= count) break;
    const typo = typoOf(source, random);
    if (typo) typos.add(typo);
  }
  return [...typos];
}

/** Model codes like "wh-1000xm5" or "qn90d", as they appear in product names. */
function modelCodes(random: Random, sample: readonly GeneratedProduct[], count: number): string[] {
  const codes = sample.flatMap((product) =>
    product.name
      .toLowerCase()
      .split(/[\s,()]+/)
      // Letters first, then a digit: "g502" or "wh-1000xm5", never a capacity like "20000mah".
      .filter((word) => word.length >= 4 && /^[a-z]+-?\d[\da-z-]*$/.test(word)),
  );
  return distinctPicks(random, codes, count);
}

export function allKeywords(sets: KeywordSets): string[] {
  return [...sets.common, ...sets.brands, ...sets.rare, ...sets.multiWord, ...sets.typos];
}

/** `sample` is the start of the generated catalogue: model codes are taken from it. */
export function searchKeywords(sample: readonly GeneratedProduct[], seed = 'keywords'): KeywordSets {
  const random = createRandom(seed);
  const singleWordBrands = brands.map((brand) => brand.name.toLowerCase()).filter(isPlainWord);
  const otherBrands = singleWordBrands.filter((name) => !PINNED_BRANDS.includes(name));
  return {
    common: COMMON_KEYWORDS,
    brands: [
      ...PINNED_BRANDS,
      ...distinctPicks(random, otherBrands, KEYWORDS_PER_SET.brands - PINNED_BRANDS.length),
    ],
    rare: [
      ...distinctPicks(random, RARE_WORDS, KEYWORDS_PER_SET.rareWords),
      ...modelCodes(random, sample, KEYWORDS_PER_SET.modelCodes),
    ],
    multiWord: multiWordKeywords(random, KEYWORDS_PER_SET.multiWord),
    typos: typoKeywords(random, KEYWORDS_PER_SET.typos),
  };
}
