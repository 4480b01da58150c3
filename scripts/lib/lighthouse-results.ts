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
  categories: Partial<Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>>;
  audits: Partial<Record<string, { score?: number | null; numericValue?: number; displayValue?: string }>>;
  runtimeError?: { code: string; message: string };
  /** The page's address when the run ended, after any redirect the app made. */
  finalDisplayedUrl?: string;
}

export interface PageReport {
  page: string;
  scores: Record<Category, number | null>;
  vitals: Record<Vital, number | null>;
  /** The SEO audits that did not pass (scored below 1). */
  seoFailures: string[];
}

/**
 * The one SEO audit a `noindex` page fails by design (docs/findability.md): search results, the
 * cart and sign-in ask not to be indexed, which is what Lighthouse's crawlable check reports.
 */
export const NOINDEX_AUDIT = 'is-crawlable';

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
  const seoFailures = (result.categories.seo?.auditRefs ?? [])
    .map((ref) => ref.id)
    .filter((id) => {
      const score = result.audits[id]?.score;
      return typeof score === 'number' && score < 1;
    });
  return { page, scores, vitals, seoFailures };
}

/**
 * Lines naming each page and category that fell short of 100; empty when the run passes. A page in
 * `noindex` may miss SEO by the crawlable check alone; any other SEO audit it fails still counts.
 */
export function shortfalls(
  reports: readonly PageReport[],
  noindex: ReadonlySet<string> = new Set(),
): string[] {
  return reports.flatMap((report) =>
    REQUIRED_FULL.filter((category) => report.scores[category] !== 100)
      .filter(
        (category) =>
          !(
            category === 'seo' &&
            noindex.has(report.page) &&
            report.scores.seo !== null &&
            report.seoFailures.every((id) => id === NOINDEX_AUDIT)
          ),
      )
      .map((category) => `${report.page}: ${category} ${report.scores[category] ?? 'not measured'} < 100`),
  );
}

/**
 * Whether the run ended on the screen it asked for: the same path, whatever the query or fragment
 * (a guest order's key after `#` is the app's to keep). A checkout screen opened without the state
 * it needs sends the shopper to sign in or back a step, and its figures would be that screen's.
 */
export function landedOn(requestedUrl: string, finalUrl: string | undefined): boolean {
  if (finalUrl === undefined) return false;
  try {
    const requested = new URL(requestedUrl);
    const final = new URL(finalUrl);
    return requested.origin === final.origin && requested.pathname === final.pathname;
  } catch {
    return false;
  }
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
