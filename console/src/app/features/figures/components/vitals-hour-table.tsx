import { formatVital } from '@storefront/release/vitals';
import type { HourVitals, VitalsSeries } from '../vitals-series';
import { HourTable } from './hour-table';

const p75 = (name: 'LCP' | 'INP', value: number | null) => `${name} ${value === null ? '–' : formatVital(name, value)}`;

function describeHour(point: HourVitals): string {
  if (point.pageViews === 0) return 'no page views';
  return `${p75('LCP', point.lcp)}, ${p75('INP', point.inp)}; ${point.pageViews} page ${point.pageViews === 1 ? 'view' : 'views'}`;
}

/** The speed charts' figures hour by hour. */
export function VitalsHourTable({ hours, series }: { hours: string[]; series: VitalsSeries[] }) {
  return <HourTable caption="Page views and p75 speed per hour" hours={hours} columns={series.map(({ label, version, points }) => ({ label, version, cells: points.map(describeHour) }))} />;
}
