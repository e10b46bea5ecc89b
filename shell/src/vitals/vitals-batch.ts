import type { VitalsReport } from '../runtime/release-report';
import type { LandedPage } from './landed-page';

type VitalName = keyof VitalsReport['vitals'];
const NAMES: readonly string[] = ['LCP', 'INP', 'CLS', 'TTFB'] satisfies VitalName[];

/** What the web-vitals library gives for a metric (its Metric type, as much as is used). */
export interface MeasuredMetric {
  name: string;
  value: number;
  navigationType?: string;
}

export interface VitalsBatchDeps {
  send: (report: VitalsReport) => void;
  /** Whether the visitor is still on the page they landed on. */
  onLandedPage: () => boolean;
  /** Whether that page's code ran with the version it landed with (not failed, not fallen back). */
  ranLandedVersion: () => boolean;
  /** The freshest token for the landed version (a tab left open outlives its first one). */
  token: () => string;
}

/**
 * One page view's vitals, gathered as they change and sent in one report when the page is first
 * hidden with any to send. What is measured once the visitor has left the page they landed on
 * (INP and CLS of other pages, reached by a route change) is not theirs: from then on nothing is
 * taken. A page restored from the back/forward cache is a page view without a token of its own.
 */
export function createVitalsBatch(page: LandedPage, deps: VitalsBatchDeps) {
  const vitals: VitalsReport['vitals'] = {};
  let left = false;
  let sent = false;

  return {
    record(metric: MeasuredMetric): void {
      if (
        sent ||
        left ||
        metric.navigationType === 'back-forward-cache' ||
        !NAMES.includes(metric.name)
      )
        return;
      if (!deps.onLandedPage()) {
        left = true;
        return;
      }
      // Whole milliseconds, and a CLS to four places, are all a p75 needs.
      vitals[metric.name as VitalName] =
        metric.name === 'CLS'
          ? Math.round(metric.value * 10_000) / 10_000
          : Math.round(metric.value);
    },

    flush(): void {
      if (sent || Object.keys(vitals).length === 0 || !deps.ranLandedVersion()) return;
      sent = true;
      deps.send({ remote: page.remote, version: page.version, token: deps.token(), vitals });
    },
  };
}
