import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/server/catalogue/search-words.ts';
import { brands } from './catalogue-brands.ts';
import { generateCatalogue, productTypes } from './catalogue-generator.ts';
import { createRandom } from './prng.ts';
import { allKeywords, searchKeywords, typoOf } from './search-keywords.ts';

const sample = [...generateCatalogue({ count: 20_000, now: new Date('2026-03-01T12:00:00Z') })];
const texts = sample.map((p) => `${p.name} ${p.brand} ${p.category} ${p.description}`.toLowerCase());
/** Like the server: every word of the keyword must appear somewhere in the product's text. */
const matches = (keyword: string): number =>
  texts.filter((text) => keyword.split(' ').every((word) => text.includes(word))).length;

const keywords = searchKeywords(sample.slice(0, 2_000));

describe('search keywords', () => {
  it('when built, then there are at least fifty distinct keywords in every set, the same each time', () => {
    const all = allKeywords(keywords);
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(new Set(all).size).toBe(all.length);
    const sets = [keywords.common, keywords.brands, keywords.rare, keywords.multiWord, keywords.typos];
    for (const set of sets) expect(set.length).toBeGreaterThanOrEqual(5);
    expect(searchKeywords(sample.slice(0, 2_000))).toEqual(keywords);
  });

  it('when a common word is searched, then it matches a large share of the catalogue', () => {
    for (const keyword of keywords.common) {
      expect(matches(keyword) / sample.length, keyword).toBeGreaterThan(0.05);
    }
    expect(matches('device')).toBe(sample.length);
  });

  it('when a rare word or model code is searched, then it matches a few products only', () => {
    for (const keyword of keywords.rare) {
      expect(matches(keyword), keyword).toBeGreaterThan(0);
      expect(matches(keyword) / sample.length, keyword).toBeLessThan(0.01);
    }
  });

  it('when several words or a brand are searched, then each keyword finds products as typed', () => {
    for (const keyword of [...keywords.multiWord, ...keywords.brands]) {
      expect(matches(keyword), keyword).toBeGreaterThan(0);
    }
    expect(keywords.multiWord.every((keyword) => keyword.includes(' '))).toBe(true);
  });

  it('when typos are made, then each is one slip from a real brand or product word', () => {
    const words = [
      ...brands.map((brand) => brand.name.toLowerCase()),
      ...Object.values(productTypes).flatMap((type) => type.noun.toLowerCase().split(' ')),
      'iphone',
      'playstation',
    ];
    expect(keywords.typos).toEqual(expect.arrayContaining(['samsng', 'headphnes', 'iphnoe']));
    for (const typo of keywords.typos) {
      expect(Math.min(...words.map((word) => editDistance(typo, word))), typo).toBe(1);
    }
  });

  it('when a letter is dropped or two swapped, then the first and last letters stay and the word changes', () => {
    const random = createRandom('typo test');
    for (let i = 0; i < 200; i++) {
      const typo = typoOf('headphones', random);
      if (typo === undefined) continue;
      expect(typo).not.toBe('headphones');
      expect(typo.startsWith('h') && typo.endsWith('s')).toBe(true);
      expect(editDistance(typo, 'headphones')).toBe(1);
    }
    expect(typoOf('aaaaaa', createRandom('same letters'))).toBeUndefined();
  });
});
