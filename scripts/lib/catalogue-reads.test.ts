import { describe, expect, it } from 'vitest';
import { spreadPages, suggestPaths } from './catalogue-reads.ts';

describe('pages spread over a list', () => {
  it('when pages are spread, then the first and last are included and every page is in range', () => {
    const pages = spreadPages(12_500, 200);
    expect(pages).toHaveLength(200);
    expect(pages).toContain(1);
    expect(pages).toContain(12_500);
    expect(pages.every((page) => Number.isInteger(page) && page >= 1 && page <= 12_500)).toBe(true);
  });

  it('when pages are spread, then they are evenly spaced but asked for in a shuffled, repeatable order', () => {
    const pages = spreadPages(1_000, 11);
    expect([...pages].sort((a, b) => a - b)).toEqual([1, 101, 201, 301, 401, 501, 600, 700, 800, 900, 1000]);
    expect(pages).not.toEqual([...pages].sort((a, b) => a - b));
    expect(spreadPages(1_000, 11)).toEqual(pages);
  });

  it('when the list has fewer pages than wanted, then every page is asked for once', () => {
    expect([...spreadPages(5, 200)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(spreadPages(1, 200)).toEqual([1]);
  });
});

describe('suggestion requests', () => {
  const keywords = {
    common: ['wireless'],
    brands: ['sony'],
    rare: [],
    multiWord: ['noise headphones'],
    typos: ['samsng'],
  };

  it('when a word is typed, then every prefix from two to six letters is asked for once', () => {
    const queries = suggestPaths(keywords).map((path) => new URL(path, 'http://x').searchParams.get('q'));
    expect(queries).toEqual(
      expect.arrayContaining(['wi', 'wir', 'wire', 'wirel', 'wirele', 'so', 'son', 'sony', 'he', 'headph']),
    );
    expect(queries).toEqual(expect.arrayContaining(['sa', 'sams', 'samsn', 'samsng']));
    expect(queries.every((q) => q !== null && q.length >= 2 && q.length <= 6)).toBe(true);
    expect(new Set(queries).size).toBe(queries.length);
  });
});
