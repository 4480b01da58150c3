/**
 * A deterministic, realistic electronics catalogue for the bench: varied names ("Sony WH-1000XM5
 * Wireless Noise Cancelling Headphones, Black"), brands, categories, descriptions, prices, stock,
 * ratings and listing dates spread over years. The same seed and count give the same products.
 */
import { brands } from './catalogue-brands.ts';
import type { ProductType } from './catalogue-product-type.ts';
import {
  closers,
  colours,
  commonSentences,
  openers,
  purposes,
  RARE_SENTENCES,
  RARE_SHARE,
  WIRELESS_SHARE,
  wirelessSentences,
} from './catalogue-sentences.ts';
import { mediaTypes } from './catalogue-types-media.ts';
import { techTypes } from './catalogue-types-tech.ts';
import { createRandom, type Random } from './prng.ts';

export interface GeneratedProduct {
  name: string;
  brand: string;
  category: string;
  description: string;
  image: string;
  priceCents: number;
  countInStock: number;
  rating: number;
  numReviews: number;
  isDraft: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const DEFAULT_SEED = 'easy-buy-bench';
const DAY_MS = 24 * 60 * 60 * 1000;
const LISTING_SPAN_DAYS = 5 * 365;
const DRAFT_SHARE = 0.01;
const OUT_OF_STOCK_SHARE = 0.08;
const UNREVIEWED_SHARE = 0.35;
const NAME_COLOUR_SHARE = 0.85;
const MODEL_YEAR_SHARE = 0.35;
const MODEL_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025];

export const productTypes: Readonly<Record<string, ProductType>> = { ...techTypes, ...mediaTypes };

interface Line {
  brand: string;
  type: ProductType;
  models: readonly string[];
}

/** Every (brand, product type) pair the brands make; a product is drawn from one of them. */
export const productLines: readonly Line[] = brands.flatMap((brand) =>
  Object.entries(brand.lines).map(([typeKey, models]) => {
    const type = productTypes[typeKey];
    if (!type) throw new Error(`brand ${brand.name} names an unknown product type "${typeKey}"`);
    return { brand: brand.name, type, models: models.split('|') };
  }),
);

export const categories: readonly string[] = [...new Set(productLines.map((line) => line.type.category))];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function modelName(random: Random, pattern: string): string {
  return pattern.replace(/#/g, () => String(random.int(0, 9)));
}

/** "Mesh Wi-Fi System" → "mesh Wi-Fi system": only plain capitalised words are lowered. */
function inSentence(noun: string): string {
  return noun.replace(/(?<![\w-])[A-Z][a-z]+(?![\w-])/g, (word) => word.toLowerCase());
}

function joinWords(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** Log-uniform within the range, ending in .99, .49 or .00 like real price tags. */
function price(random: Random, [min, max]: readonly [number, number]): number {
  const raw = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  const dollars = Math.max(1, Math.floor(raw / 100));
  const cents = random.weighted([99, 0, 49], [6, 3, 1]);
  return cents === 0 ? dollars * 100 : (dollars - 1) * 100 + cents;
}

/** Most products have a few reviews, some many; averages lean towards four stars. */
function reviews(random: Random): { rating: number; numReviews: number } {
  if (random.chance(UNREVIEWED_SHARE)) return { rating: 0, numReviews: 0 };
  const numReviews = Math.max(1, Math.floor(Math.exp(random.next() * 7.5)));
  const spread = numReviews < 5 ? 2 : 0.8;
  const rating = Math.min(5, Math.max(1, 4.1 + (random.next() - 0.5) * 2 * spread));
  return { rating: Math.round(rating * 10) / 10, numReviews };
}

function stock(random: Random): number {
  if (random.chance(OUT_OF_STOCK_SHARE)) return 0;
  return random.weighted([random.int(1, 5), random.int(6, 40), random.int(41, 250)], [2, 5, 3]);
}

function description(random: Random, line: Line, model: string, colour: string): string {
  const values = {
    brand: line.brand,
    model,
    noun: inSentence(line.type.noun),
    colour: colour.toLowerCase(),
    purpose: random.pick(purposes),
    years: String(random.int(1, 3)),
    hours: String(random.int(6, 60)),
  };
  const sentences = [random.pick(openers), ...random.shuffle(line.type.features).slice(0, random.int(2, 3))];
  if (random.chance(WIRELESS_SHARE)) sentences.push(random.pick(wirelessSentences));
  sentences.push(...random.shuffle(commonSentences).slice(0, random.int(1, 2)));
  if (random.chance(RARE_SHARE)) sentences.push(random.pick(RARE_SENTENCES));
  sentences.push(random.pick(closers));
  return sentences.map((sentence) => fill(sentence, values)).join(' ');
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function product(random: Random, now: number): GeneratedProduct {
  const line = random.pick(productLines);
  const model =
    modelName(random, random.pick(line.models)) +
    (random.chance(MODEL_YEAR_SHARE) ? ` (${random.pick(MODEL_YEARS)})` : '');
  const colour = random.pick(colours);
  const spec = random.pick(line.type.specs);
  const name =
    joinWords(line.brand, model, random.pick(line.type.styles), line.type.noun) +
    (spec ? `, ${spec}` : '') +
    (random.chance(NAME_COLOUR_SHARE) ? `, ${colour}` : '');
  const listedAt = now - Math.floor(random.next() * LISTING_SPAN_DAYS * DAY_MS);
  const editedAt = Math.min(now, listedAt + Math.floor(random.next() * 30 * DAY_MS));
  return {
    name,
    brand: line.brand,
    category: line.type.category,
    description: description(random, line, model, colour),
    image: `/uploads/bench/${slug(line.type.category)}.webp`,
    priceCents: price(random, line.type.price),
    countInStock: stock(random),
    ...reviews(random),
    isDraft: random.chance(DRAFT_SHARE),
    createdAt: new Date(listedAt),
    updatedAt: new Date(editedAt),
  };
}

/**
 * Yields `count` products. Listing dates are spread over the five years before `now`, so the
 * newest-first list has no ties to speak of.
 */
export function* generateCatalogue(options: {
  count: number;
  now: Date;
  seed?: string;
}): Generator<GeneratedProduct> {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const now = options.now.getTime();
  for (let i = 0; i < options.count; i++) yield product(random, now);
}
