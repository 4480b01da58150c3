import { describe, expect, it } from 'vitest';
import { landedOn, readReport, reportRow, shortfalls, type LighthouseResult } from './lighthouse-results.ts';

function result(scores: Record<string, number>): LighthouseResult {
  return {
    categories: Object.fromEntries(Object.entries(scores).map(([name, score]) => [name, { score }])),
    audits: {
      'largest-contentful-paint': { numericValue: 1834.4 },
      'cumulative-layout-shift': { numericValue: 0.0123 },
      'first-contentful-paint': { numericValue: 912 },
      'total-blocking-time': { numericValue: 40.4 },
    },
  };
}

describe('lighthouse results', () => {
  it('when every required category is 100, then nothing falls short, whatever performance is', () => {
    const report = readReport(
      'home',
      result({ performance: 0.81, accessibility: 1, 'best-practices': 1, seo: 1 }),
    );
    expect(report.scores).toEqual({ performance: 81, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(shortfalls([report])).toEqual([]);
    expect(reportRow(report)).toEqual([
      'home',
      '81',
      '100',
      '100',
      '100',
      '1.83 s',
      '0.012',
      '0.91 s',
      '40 ms',
    ]);
  });

  it('when accessibility or SEO is below 100 or missing, then each shortfall is named', () => {
    const report = readReport('cart', result({ performance: 1, accessibility: 0.97, 'best-practices': 1 }));
    expect(shortfalls([report])).toEqual(['cart: accessibility 97 < 100', 'cart: seo not measured < 100']);
  });

  it('when a noindex page misses SEO by the crawlable check alone, then it passes; by any other audit, it falls short', () => {
    const seo = (failing: string[]) => ({
      ...result({ performance: 1, accessibility: 1, 'best-practices': 1, seo: 0.63 }),
      categories: {
        performance: { score: 1 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: {
          score: 0.63,
          auditRefs: ['is-crawlable', 'document-title', 'meta-description'].map((id) => ({ id, weight: 1 })),
        },
      },
      audits: Object.fromEntries(
        ['is-crawlable', 'document-title', 'meta-description'].map((id) => [
          id,
          { score: failing.includes(id) ? 0 : 1 },
        ]),
      ),
    });
    const noindex = new Set(['sign in']);
    expect(shortfalls([readReport('sign in', seo(['is-crawlable']))], noindex)).toEqual([]);
    expect(shortfalls([readReport('sign in', seo(['is-crawlable', 'document-title']))], noindex)).toEqual([
      'sign in: seo 63 < 100',
    ]);
    expect(shortfalls([readReport('home', seo(['is-crawlable']))], noindex)).toEqual(['home: seo 63 < 100']);
  });

  it('when the run ends on the requested path, then it landed, whatever the query or fragment; elsewhere or nowhere, it did not', () => {
    const shop = 'http://127.0.0.1:5000';
    expect(landedOn(`${shop}/shipping`, `${shop}/shipping`)).toBe(true);
    expect(landedOn(`${shop}/order/1#key=abc`, `${shop}/order/1?placed=true`)).toBe(true);
    expect(landedOn(`${shop}/placeorder`, `${shop}/login?redirect=%2Fplaceorder`)).toBe(false);
    expect(landedOn(`${shop}/placeorder`, `${shop}/payment`)).toBe(false);
    expect(landedOn(`${shop}/cart`, 'http://127.0.0.1:5001/cart')).toBe(false);
    expect(landedOn(`${shop}/cart`, undefined)).toBe(false);
  });
});
