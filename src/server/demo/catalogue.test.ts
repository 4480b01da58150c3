import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { deviceKindFor } from './art/device-kind.ts';
import { productArtSvg } from './art/product-art.ts';
import { demoProducts, type DemoProduct } from './catalogue.ts';
import { renderSeedImages, SEED_IMAGE_DIR, seedImagePath } from './images.ts';

const texts = (product: DemoProduct): string[] => [
  product.name,
  product.brand,
  product.category,
  product.description,
];

function average(product: DemoProduct): number | undefined {
  if (product.reviews.length === 0) return undefined;
  return product.reviews.reduce((sum, review) => sum + review.rating, 0) / product.reviews.length;
}

/** Tag names in document order, with a leading "/" for closing tags; self-closing tags are skipped. */
function unbalancedTags(svg: string): string[] {
  const stack: string[] = [];
  const problems: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = match;
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) problems.push(name);
  }
  return [...problems, ...stack];
}

describe('demo catalogue', () => {
  it('when the catalogue is loaded, then it has at least 26 products in at least 6 categories', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(26);
    expect(new Set(demoProducts.map((p) => p.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('when searching the names, then exactly one iPhone, a Sony PlayStation and a Logitech mouse exist', () => {
    expect(demoProducts.filter((p) => p.name.includes('iPhone'))).toHaveLength(1);
    expect(demoProducts.some((p) => p.name.includes('PlayStation') && p.brand === 'Sony')).toBe(true);
    expect(demoProducts.some((p) => p.brand === 'Logitech' && p.name.includes('Mouse'))).toBe(true);
  });

  it('when any text mentions PlayStation, then the product is made by Sony', () => {
    const mentions = demoProducts.filter((p) => texts(p).some((t) => /playstation/i.test(t)));
    expect(mentions.length).toBeGreaterThan(0);
    for (const product of mentions) expect(product.brand).toBe('Sony');
  });

  it('when stock is counted, then 3 or 4 products are sold out and every count is a whole number', () => {
    const soldOut = demoProducts.filter((p) => p.countInStock === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThanOrEqual(4);
    for (const product of demoProducts) {
      expect(Number.isInteger(product.countInStock)).toBe(true);
      expect(product.countInStock).toBeGreaterThanOrEqual(0);
    }
  });

  it('when slugs are compared, then they are unique kebab-case', () => {
    const slugs = demoProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('when prices are read, then they are integer cents between $9.99 and $2,499', () => {
    for (const product of demoProducts) {
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.priceCents).toBeGreaterThanOrEqual(999);
      expect(product.priceCents).toBeLessThanOrEqual(249_900);
    }
  });

  it('when listing ages are compared, then they are distinct whole days so "newest first" is deterministic', () => {
    const ages = demoProducts.map((p) => p.ageDays);
    expect(new Set(ages).size).toBe(ages.length);
    for (const age of ages) {
      expect(Number.isInteger(age)).toBe(true);
      expect(age).toBeGreaterThanOrEqual(0);
    }
  });

  it('when reviews are read, then each product has 0-3 reviews with each reviewer at most once', () => {
    for (const product of demoProducts) {
      expect(product.reviews.length).toBeLessThanOrEqual(3);
      const reviewers = product.reviews.map((r) => r.reviewer);
      expect(new Set(reviewers).size).toBe(reviewers.length);
      for (const review of product.reviews) {
        expect([1, 2, 3, 4, 5]).toContain(review.rating);
        expect(review.comment.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('when ratings are averaged, then most products are reviewed, some are not, and averages differ', () => {
    const reviewed = demoProducts.filter((p) => p.reviews.length > 0);
    expect(reviewed.length).toBeGreaterThan(demoProducts.length / 2);
    expect(reviewed.length).toBeLessThan(demoProducts.length);
    expect(new Set(reviewed.map(average)).size).toBeGreaterThanOrEqual(5);
  });

  it('when descriptions are read, then each has 2 to 4 sentences', () => {
    for (const product of demoProducts) {
      const sentences = product.description.split(/[.!?](?:\s+|$)/).filter((s) => s.trim() !== '');
      expect(sentences.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, product.slug).toBeLessThanOrEqual(4);
    }
  });

  it('when texts are searched, then no LIKE wildcard or escape character appears', () => {
    for (const product of demoProducts) {
      for (const text of texts(product)) expect(text).not.toMatch(/[%_\\]/);
    }
  });

  it('when the whole catalogue is searched, then the misspellings used by search tests never appear', () => {
    const all = JSON.stringify(demoProducts).toLowerCase();
    for (const typo of ['iphnoe', 'playstaton', 'logitec']) {
      expect(all.replaceAll('logitech', '')).not.toContain(typo);
    }
  });
});

describe('product art', () => {
  it('when a product is drawn, then the SVG is a self-contained 800x600 image without text or scripts', () => {
    for (const product of demoProducts) {
      const svg = productArtSvg(product);
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('width="800" height="600" viewBox="0 0 800 600"');
      expect(svg).not.toMatch(/<text|<tspan|<script|<image|<foreignObject|font-family/i);
      expect(svg).not.toMatch(/href\s*=/i);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:/i);
      expect(unbalancedTags(svg), product.slug).toEqual([]);
    }
  });

  it('when the same product is drawn twice, then the markup is identical, and products differ', () => {
    const first = demoProducts.map((p) => productArtSvg(p));
    expect(demoProducts.map((p) => productArtSvg(p))).toEqual(first);
    expect(new Set(first).size).toBe(demoProducts.length);
  });

  it('when the device is chosen, then name keywords win over the category', () => {
    const kind = (name: string, category: string, brand = 'Acme') =>
      deviceKindFor({ slug: 'x', name, category, brand });
    expect(kind('Apple iPhone 15 Pro', 'Phones')).toBe('phone');
    expect(kind('Logitech MX Master 3S Wireless Mouse', 'Accessories')).toBe('mouse');
    expect(kind('Sony PlayStation 5 Slim Console', 'Gaming')).toBe('console');
    expect(kind('Studio Wireless Headphones', 'Audio')).toBe('headphones');
    expect(kind('Tiny Earbuds', 'Audio')).toBe('earbuds');
    expect(kind('Party Speaker', 'Audio')).toBe('speaker');
    expect(kind('Pro Controller', 'Gaming')).toBe('controller');
    expect(kind('Something New', 'TV')).toBe('tv');
    expect(kind('Something New', 'Unknown')).toBe('gadget');
  });

  it('when librsvg parses every drawing, then it reports an 800x600 image', async () => {
    for (const product of demoProducts) {
      const meta = await sharp(Buffer.from(productArtSvg(product))).metadata();
      expect([meta.format, meta.width, meta.height], product.slug).toEqual(['svg', 800, 600]);
    }
  });
});

describe('seed images', () => {
  it('when an image path is asked for, then it points into the demo uploads folder', () => {
    expect(SEED_IMAGE_DIR).toBe('demo');
    expect(seedImagePath('apple-iphone-15-pro')).toBe('/uploads/demo/apple-iphone-15-pro.webp');
  });

  it('when images are rendered twice, then both WebP sizes exist and the second run rewrites nothing', async () => {
    const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'easy-buy-seed-'));
    try {
      const products = demoProducts.slice(0, 2);
      await renderSeedImages(uploadsDir, products);

      const files = products.flatMap((p) => [
        { file: path.join(uploadsDir, 'demo', `${p.slug}.webp`), width: 800, height: 600 },
        { file: path.join(uploadsDir, 'demo', `${p.slug}-400w.webp`), width: 400, height: 300 },
      ]);
      for (const { file, width, height } of files) {
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual(['webp', width, height]);
      }

      // Dated in the past, so a rewrite would show as a new modification time without waiting.
      const past = new Date(Date.UTC(2020, 0, 1));
      await Promise.all(files.map(({ file }) => utimes(file, past, past)));
      await renderSeedImages(uploadsDir, products);
      const after = await Promise.all(files.map(async ({ file }) => (await stat(file)).mtimeMs));
      expect(after).toEqual(files.map(() => past.getTime()));
    } finally {
      await rm(uploadsDir, { recursive: true, force: true });
    }
  });
});
