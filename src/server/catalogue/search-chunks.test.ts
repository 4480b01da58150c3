import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueList } from '../../contract/catalogue.ts';
import { products } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createProduct } from '../test/factories.ts';
import { searchWords } from './search-words.ts';

// A search finds its matches through the search text's pieces between spaces (docs/performance/catalogue-queries.md). These
// products put words where pieces are cut: after tabs, newlines and runs of spaces, against
// punctuation, and deep in a 450-character piece that is kept as overlapping windows.
const LONG_PIECE = Array.from({ length: 150 }, (_, index) => String(index).padStart(3, '0')).join('');

const TEXTS = [
  {
    name: 'Travel Charger',
    brand: 'Volta',
    category: 'Power',
    description: 'Charges\tfast.\nUSB-C,  two  ports; 100% safe_mode \\o/ café',
  },
  {
    name: 'Wireless Mouse',
    brand: 'Rodent',
    category: 'Input',
    description: 'A mouse for the house. Chargeable.',
  },
  { name: 'Serial Plate', brand: 'Volta', category: 'Labels', description: `Code ${LONG_PIECE} engraved.` },
];
const DRAFT = { name: 'Hidden Charger', brand: 'Volta', category: 'Power', description: 'Not for sale yet.' };
const ADDED_TOGETHER = [
  { name: 'Desk Lamp', brand: 'Lumen', category: 'Lighting', description: 'Warm light,dimmable' },
  { name: 'Floor Lamp', brand: 'Lumen', category: 'Lighting', description: 'Tall\n\nand bright' },
];

type Text = (typeof TEXTS)[number];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const text of TEXTS) await createProduct(t.db, text);
  await createProduct(t.db, { ...DRAFT, isDraft: true });
  // One statement adding two products: the pieces of every row it added are kept.
  await t.db
    .insert(products)
    .values(ADDED_TOGETHER.map((text) => ({ ...text, isDraft: false, priceCents: 999, countInStock: 3 })));
});
afterAll(() => t.close());

async function search(keyword: string): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products?keyword=${encodeURIComponent(keyword)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<CatalogueList>()
    .products.map((product) => product.name)
    .sort();
}

/** What a keyword means (the spec): published products whose text contains every word. */
function containing(keyword: string, texts: readonly Text[]): string[] {
  const words = searchWords(keyword);
  return texts
    .filter((text) => {
      const searched = `${text.name} ${text.brand} ${text.category} ${text.description}`.toLowerCase();
      return words.every((word) => searched.includes(word));
    })
    .map((text) => text.name)
    .sort();
}

/** The long piece's characters from `start` (0-based), `length` of them. */
const longPiece = (start: number, length: number) => LONG_PIECE.slice(start, start + length);

describe('keyword matches found through the text pieces', () => {
  const published = [...TEXTS, ...ADDED_TOGETHER];

  it.each([
    'charger',
    'charge',
    'mouse',
    'ouse',
    'usb-c,',
    'c,',
    'fast.',
    'ports;',
    '100%',
    'safe_mode',
    '\\o/',
    'café',
    'afé',
    'volta power',
    'wireless mouse',
    'lamp',
    'light,dimmable',
    'bright',
  ])('when the keyword is %j, then exactly the products containing every word are found', async (keyword) => {
    const expected = containing(keyword, published);
    expect(expected.length).toBeGreaterThan(0);
    expect(await search(keyword)).toEqual(expected);
  });

  it.each([
    ['inside the first window', longPiece(10, 20)],
    ['across the first window edge', longPiece(190, 25)],
    ['across the second window edge', longPiece(290, 25)],
    ['at the end of the piece', `${longPiece(430, 20)} engraved.`],
    ['as long as a keyword can be, just inside one window', longPiece(199, 100)],
  ])('when the keyword lies %s of a long piece, then it is found', async (_where, keyword) => {
    expect(await search(keyword)).toEqual(['Serial Plate']);
  });

  it('when several products bringing the same new word are saved at once, then every one is found by it', async () => {
    const names = Array.from({ length: 8 }, (_, index) => `Zeppelin Model ${index + 1}`);
    await Promise.all(names.map((name) => createProduct(t.db, { name, description: 'Zeppelin-shaped.' })));
    expect(await search('zeppelin')).toEqual([...names].sort());
  });

  it('when a product text changes, whoever writes it, then its new words find it and its old ones do not', async () => {
    await t.db
      .update(products)
      .set({ description: 'Supercapacitor inside.' })
      .where(eq(products.name, 'Wireless Mouse'));
    expect(await search('supercapacitor')).toEqual(['Wireless Mouse']);
    expect(await search('house')).toEqual([]);
  });
});
