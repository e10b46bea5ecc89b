import { Box, Text } from '@storefront/shared';
import { formatPercent } from '../../../lib/format';
import { rateCeiling, type ChartSeries } from '../chart-series';
import { ChartLegend } from './chart-legend';
import { HourlyChart } from './hourly-chart';

/** In words: each series's rate in its latest hour with reports. */
export function chartSummary(series: readonly ChartSeries[]): string {
  return series
    .map(({ label, version, points }) => {
      const latest = points.findLast((point) => point.rate !== null);
      return `${label} ${version}: ${latest ? `${formatPercent(latest.rate!)} failed in its latest hour with reports` : 'no reports'}`;
    })
    .join('; ');
}

/** Failure rate per hour, the canary's against the live version's; its figures are in the table beside it. */
export function FailureChart({ hours, series, titleId }: { hours: string[]; series: ChartSeries[]; titleId: string }) {
  const summaryId = `${titleId}-summary`;
  const lines = series.map(({ label, points }) => ({ label, values: points.map((point) => point.rate) }));
  return (
    <Box>
      <HourlyChart hours={hours} lines={lines} ceiling={rateCeiling(series)} formatTick={formatPercent} titleId={titleId} summaryId={summaryId} />
      <Text id={summaryId} fontSize="sm" color="fg.muted">
        {chartSummary(series)}.
      </Text>
      <ChartLegend series={series} />
    </Box>
  );
}
