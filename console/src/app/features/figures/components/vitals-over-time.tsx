import { useId } from 'react';
import { Empty, LoadError, Loading } from '../../../ui/query-state';
import { CHART_HOURS } from '../api/get-hourly-figures';
import { useHourlyVitals } from '../api/get-hourly-vitals';
import { vitalsSeries } from '../vitals-series';
import { ChartFigure } from './chart-figure';
import { ChartLegend } from './chart-legend';
import { VitalChart } from './vital-chart';
import { VitalsHourTable } from './vitals-hour-table';

export const NO_PAGE_VIEWS = `No page views measured in the last ${CHART_HOURS} hours`;

/**
 * A remote's real-user speed hour by hour (p75 LCP and INP), the canary against live or live
 * against the last known good version: charts, in words, and as a table.
 */
export function VitalsOverTime({ folder }: { folder: string }) {
  const query = useHourlyVitals(folder);
  const titleId = useId();
  if (query.isPending) return <Loading what="speed over time" lines={6} />;
  if (query.isError) return <LoadError what="speed over time" error={query.error} onRetry={() => void query.refetch()} />;
  const { hours, series } = vitalsSeries(query.data, new Date());
  if (series.every((line) => line.points.every((point) => point.pageViews === 0))) {
    return <Empty title={NO_PAGE_VIEWS} description="Sampled page views report their Core Web Vitals; the charts fill as visitors arrive." />;
  }
  return (
    <ChartFigure titleId={titleId} caption={`Speed of page views per hour over the last ${CHART_HOURS} hours`} table={<VitalsHourTable hours={hours} series={series} />}>
      <VitalChart name="LCP" hours={hours} series={series} />
      <VitalChart name="INP" hours={hours} series={series} />
      <ChartLegend series={series} />
    </ChartFigure>
  );
}
