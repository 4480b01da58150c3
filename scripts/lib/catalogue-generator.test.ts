import { describe, expect, it } from 'vitest';
import { brands } from './catalogue-brands.ts';
import { categories, generateCatalogue, type GeneratedProduct } from './catalogue-generator.ts';
import { COMMON_EVERYWHERE, COMMON_MOSTLY, RARE_WORDS } from './catalogue-sentences.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

const generate = (count: number, seed?: string): GeneratedProduct[] => [
  ...generateCatalogue({ count, now: NOW, ...(seed ? { seed } : {}) }),
];

/** What the server searches: name, brand, category and description, lower-cased. */
const searchText = (product: GeneratedProduct): string =>
  `${product.name} ${product.brand} ${product.category} ${product.description}`.toLowerCase();

const catalogue = generate(20_000);
const texts = catalogue.map(searchText);
const shareContaining = (word: string): number =>
  texts.filter((text) => text.includes(word)).length / texts.length;

describe('generated bench catalogue', () => {
  it('when generated twice with the same seed, then the products are the same; another seed differs', () => {
    expect(generate(300)).toEqual(catalogue.slice(0, 300));
    expect(generate(300, 'another seed').map((p) => p.name)).not.toEqual(
      catalogue.slice(0, 300).map((p) => p.name),
    );
  });

  it('when a large catalogue is generated, then the names are varied, not one name with a number', () => {
    const names = new Set(catalogue.map((product) => product.name));
    expect(names.size / catalogue.length).toBeGreaterThan(0.9);
    const firstWords = new Set(catalogue.map((product) => product.name.split(' ').slice(1, 2).join()));
    expect(firstWords.size).toBeGreaterThan(300);
  });

  it('when generated, then every category and every brand appears', () => {
    expect(categories).toHaveLength(10);
    expect(new Set(catalogue.map((product) => product.category))).toEqual(new Set(categories));
    expect(new Set(catalogue.map((product) => product.brand))).toEqual(new Set(brands.map((b) => b.name)));
    expect(brands.length).toBeGreaterThanOrEqual(60);
  });

  it('when searched for words, then they fall into common, frequent and rare tiers', () => {
    expect(shareContaining(COMMON_EVERYWHERE)).toBe(1);
    expect(shareContaining(COMMON_MOSTLY)).toBeGreaterThan(0.5);
    expect(shareContaining('battery')).toBeGreaterThan(0.2);
    expect(shareContaining('sony')).toBeGreaterThan(0.01);
    expect(shareContaining('sony')).toBeLessThan(0.1);
    for (const word of RARE_WORDS) {
      expect(shareContaining(word), word).toBeGreaterThan(0);
      expect(shareContaining(word), word).toBeLessThan(0.005);
    }
  });

  it('when generated, then prices, stock, ratings and dates vary within plausible bounds', () => {
    const implausible = catalogue.filter(
      (product) =>
        !Number.isInteger(product.priceCents) ||
        product.priceCents <= 0 ||
        !Number.isInteger(product.countInStock) ||
        product.countInStock < 0 ||
        (product.numReviews === 0 ? product.rating !== 0 : product.rating < 1 || product.rating > 5) ||
        product.createdAt.getTime() < NOW.getTime() - 5 * YEAR_MS ||
        product.updatedAt < product.createdAt ||
        product.updatedAt > NOW ||
        /[{}%_\\]/.test(product.name + product.description),
    );
    expect(implausible).toEqual([]);
    const share = (test: (product: GeneratedProduct) => boolean) =>
      catalogue.filter(test).length / catalogue.length;
    expect(share((product) => product.countInStock === 0)).toBeGreaterThan(0.03);
    expect(share((product) => product.isDraft)).toBeGreaterThan(0.002);
    expect(share((product) => product.isDraft)).toBeLessThan(0.05);
    expect(share((product) => product.numReviews === 0)).toBeGreaterThan(0.2);
    expect(new Set(catalogue.map((product) => product.priceCents)).size).toBeGreaterThan(2_000);
    const years = new Set(catalogue.map((product) => product.createdAt.getUTCFullYear()));
    expect(years.size).toBeGreaterThanOrEqual(5);
  });
});
