import { describe, expect, it } from 'vitest';
import {
  closestWords,
  correctionsOf,
  editDistance,
  isCorrectable,
  isShortPlainWord,
  rankQuery,
  searchWords,
} from './search-words.ts';

describe('search words', () => {
  it('when a word is one or two letters or digits, then it is short and plain; punctuation is not', () => {
    expect(['tv', 'x', '5g', 'ké'].every(isShortPlainWord)).toBe(true);
    expect(['dji', '%', 'a%', '_', ''].some(isShortPlainWord)).toBe(false);
  });

  it('when a keyword is split, then it is trimmed, lower-cased, de-duplicated and keeps punctuation', () => {
    expect(searchWords('  Sony  PS5 sony 100% ')).toEqual(['sony', 'ps5', '100%']);
  });

  it('when a keyword is quoted, then the quotes are not part of its words', () => {
    expect(searchWords('"sony"')).toEqual(['sony']);
    expect(searchWords('“Sony PS5” "sony"')).toEqual(['sony', 'ps5']);
    expect(searchWords('" " ""')).toEqual([]);
    expect(searchWords('12" monitor')).toEqual(['12', 'monitor']);
  });

  it('when letters are swapped, dropped or changed, then each slip costs one edit', () => {
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('playstaton', 'playstation')).toBe(1);
    expect(editDistance('logitec', 'logitech')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('when candidates are offered, then only the nearest within the allowance are kept', () => {
    expect(closestWords('iphnoe', ['iphone', 'phone', 'ipad'])).toEqual(['iphone']);
    expect(closestWords('sonu', ['sony', 'sonos'])).toEqual(['sony']);
    expect(closestWords('cat', ['camera'])).toEqual([]);
  });

  it('when an unknown word has close spellings, then they replace it; with none, it stays as typed', () => {
    expect(correctionsOf('samsng', ['samsung', 'sams', 'samsonite'])).toEqual(['samsung']);
    expect(correctionsOf('sonu', ['sony', 'sonos', 'sonic'])).toEqual(['sony']);
    expect(correctionsOf('zzzz', ['jazz'])).toEqual(['zzzz']);
  });

  it('when a word is short or not plain letters and digits, then it is not corrected', () => {
    expect(isCorrectable('abc')).toBe(false);
    expect(isCorrectable('100%')).toBe(false);
    expect(isCorrectable('iphnoe')).toBe(true);
  });

  it('when a rank query is built, then only letters and digits reach it', () => {
    expect(rankQuery([['sony'], ["ps5'|&!"]])).toBe('sony:* | ps5:*');
    expect(rankQuery([['%']])).toBeUndefined();
  });
});
