/** The Core Web Vitals a page view reports, by the names web.dev and the web-vitals library give them. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** One page view's figures: milliseconds, CLS a score. A metric the page did not measure is absent. */
export type PageVitals = Partial<Record<VitalName, number>>;

/**
 * web.dev's limits: up to `good` is good, above `poor` is poor, between needs improvement
 * (https://web.dev/articles/vitals, /articles/ttfb).
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The largest figure a report may carry: ten minutes, or a CLS of 100. Anything above is no page
 * view a visitor sat through, but a broken clock or a forgery, and is refused.
 */
export const VITAL_LIMITS: Record<VitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 100, TTFB: 600_000 };

/** What the counted page views of one version say of one metric. */
export interface MetricFigures {
  /** The 75th percentile of the counted samples; null without any. */
  p75: number | null;
  /** Page views counted, each client network adding at most RELEASE_VISITORS_PER_NETWORK. */
  samples: number;
  /** The distinct visitors and client networks those page views came from. */
  visitors: number;
  networks: number;
  /** Of the samples, how many web.dev calls good, needing improvement and poor. */
  good: number;
  needsImprovement: number;
  poor: number;
}

export type VersionVitals = Record<VitalName, MetricFigures>;

const NO_SAMPLES: MetricFigures = { p75: null, samples: 0, visitors: 0, networks: 0, good: 0, needsImprovement: 0, poor: 0 };
export const NO_VITALS: VersionVitals = { LCP: NO_SAMPLES, INP: NO_SAMPLES, CLS: NO_SAMPLES, TTFB: NO_SAMPLES };

/** `1,900 ms`, or a CLS as `0.05`. */
export function formatVital(name: VitalName, value: number): string {
  return name === 'CLS' ? value.toFixed(2) : `${Math.round(value).toLocaleString('en-US')} ms`;
}

/** `p75 LCP 1,900 ms (24), INP 120 ms (20), CLS 0.02 (24), TTFB 310 ms (24)`: page views in brackets. */
export function describeVitals(vitals: VersionVitals = NO_VITALS): string {
  if (VITAL_NAMES.every((name) => vitals[name].samples === 0)) return 'no page views measured';
  const figures = VITAL_NAMES.map((name) => {
    const { p75, samples } = vitals[name];
    return `${name} ${p75 === null ? '–' : formatVital(name, p75)} (${samples})`;
  });
  return `p75 ${figures.join(', ')}`;
}
