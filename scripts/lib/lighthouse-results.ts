/**
 * What `npm run lighthouse` reads from a Lighthouse result and how it judges it: the four category
 * scores and four web vitals per page. Accessibility, best practices and SEO must be 100
 * (docs/architecture.md §9); performance is reported, never asserted, because it depends on the
 * machine's load.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Categories whose score below 100 fails the run. */
export const REQUIRED_FULL: readonly Category[] = ['accessibility', 'best-practices', 'seo'];

export const VITALS = {
  LCP: 'largest-contentful-paint',
  CLS: 'cumulative-layout-shift',
  FCP: 'first-contentful-paint',
  TBT: 'total-blocking-time',
} as const;
export type Vital = keyof typeof VITALS;

/** The part of Lighthouse's result (LHR) this script reads. */
export interface LighthouseResult {
  categories: Partial<Record<string, { score: number | null }>>;
  audits: Partial<Record<string, { numericValue?: number; displayValue?: string }>>;
  runtimeError?: { code: string; message: string };
}

export interface PageReport {
  page: string;
  scores: Record<Category, number | null>;
  vitals: Record<Vital, number | null>;
}

export function readReport(page: string, result: LighthouseResult): PageReport {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = result.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const vitals = Object.fromEntries(
    (Object.keys(VITALS) as Vital[]).map((vital) => [
      vital,
      result.audits[VITALS[vital]]?.numericValue ?? null,
    ]),
  ) as Record<Vital, number | null>;
  return { page, scores, vitals };
}

/** Lines naming each page and category that fell short of 100; empty when the run passes. */
export function shortfalls(reports: readonly PageReport[]): string[] {
  return reports.flatMap((report) =>
    REQUIRED_FULL.filter((category) => report.scores[category] !== 100).map(
      (category) => `${report.page}: ${category} ${report.scores[category] ?? 'not measured'} < 100`,
    ),
  );
}

function seconds(ms: number | null): string {
  return ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`;
}

/** One table row per page: the four scores, then LCP, CLS, FCP and TBT. */
export function reportRow(report: PageReport): string[] {
  const { scores, vitals } = report;
  return [
    report.page,
    ...CATEGORIES.map((category) => String(scores[category] ?? '-')),
    seconds(vitals.LCP),
    vitals.CLS === null ? '-' : vitals.CLS.toFixed(3),
    seconds(vitals.FCP),
    vitals.TBT === null ? '-' : `${Math.round(vitals.TBT)} ms`,
  ];
}

export const REPORT_HEADERS = ['Page', 'Perf', 'A11y', 'Best', 'SEO', 'LCP', 'CLS', 'FCP', 'TBT'];
