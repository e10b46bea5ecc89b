import { formatPercent } from '../../../lib/format';
import type { ChartSeries, HourFigures } from '../chart-series';
import { HourTable } from './hour-table';

const describeHour = (point: HourFigures) => (point.rate === null ? 'no reports' : `${point.failedVisitors} of ${point.visitors} failed (${formatPercent(point.rate)})`);

/** The failure chart's figures hour by hour. */
export function FailureTable({ hours, series }: { hours: string[]; series: ChartSeries[] }) {
  return <HourTable caption="Visitors and failures per hour" hours={hours} columns={series.map(({ label, version, points }) => ({ label, version, cells: points.map(describeHour) }))} />;
}
