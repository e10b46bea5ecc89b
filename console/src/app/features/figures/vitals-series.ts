import type { HourlyVitalsView } from '../../../console-api';
import { chartHours, rowOf } from './chart-series';

export interface HourVitals {
  /** Page views counted that hour; 0 in an hour without any. */
  pageViews: number;
  /** p75 in milliseconds; null where nothing measured it that hour. */
  lcp: number | null;
  inp: number | null;
}

export interface VitalsSeries {
  label: string;
  version: string;
  /** One per hour of `hours`. */
  points: HourVitals[];
}

export type ChartedVital = 'lcp' | 'inp';

/** Every hour from `since` to `now`, and a series per version in the order the server gave them. */
export function vitalsSeries(view: HourlyVitalsView, now: Date): { hours: string[]; series: VitalsSeries[] } {
  const hours = chartHours(view.since, now);
  const series = view.versions.map(({ label, version }) => ({
    label,
    version,
    points: hours.map((hour) => {
      const row = rowOf(view.hours, version, hour);
      return row ? { pageViews: row.pageViews, lcp: row.lcp, inp: row.inp } : { pageViews: 0, lcp: null, inp: null };
    }),
  }));
  return { hours, series };
}

/** The top of a vital's axis: the highest p75 shown rounded up to `step`, and at least web.dev's good limit. */
export function vitalCeiling(series: readonly VitalsSeries[], vital: ChartedVital, good: number, step: number): number {
  const highest = Math.max(0, ...series.flatMap((line) => line.points.map((point) => point[vital] ?? 0)));
  return Math.max(good, Math.ceil(highest / step) * step);
}
