import { useId } from 'react';
import { Empty, LoadError, Loading } from '../../../ui/query-state';
import { CHART_HOURS, useHourlyFigures } from '../api/get-hourly-figures';
import { chartSeries } from '../chart-series';
import { ChartFigure } from './chart-figure';
import { FailureChart } from './failure-chart';
import { FailureTable } from './failure-table';

export const NO_REPORTS = `No reports in the last ${CHART_HOURS} hours`;

/** A remote's failure rate hour by hour, canary against live: a chart, in words, and as a table. */
export function FailureOverTime({ folder }: { folder: string }) {
  const query = useHourlyFigures(folder);
  const titleId = useId();
  if (query.isPending) return <Loading what="failure rates over time" lines={6} />;
  if (query.isError) return <LoadError what="failure rates over time" error={query.error} onRetry={() => void query.refetch()} />;
  const { hours, series } = chartSeries(query.data, new Date());
  if (series.every((line) => line.points.every((point) => point.rate === null))) {
    return <Empty title={NO_REPORTS} description="Browsers report each version they run; the chart fills as visitors arrive." />;
  }
  return (
    <ChartFigure titleId={titleId} caption={`Failure rate per hour over the last ${CHART_HOURS} hours`} table={<FailureTable hours={hours} series={series} />}>
      <FailureChart hours={hours} series={series} titleId={titleId} />
    </ChartFigure>
  );
}
