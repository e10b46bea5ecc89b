import { formatVital, VITAL_THRESHOLDS } from '@storefront/release/vitals';
import { Box, Text } from '@storefront/shared';
import { useId } from 'react';
import { vitalCeiling, type VitalsSeries } from '../vitals-series';
import { vitalRating } from '../vital-rating';
import { HourlyChart } from './hourly-chart';

const CHARTED = {
  LCP: { key: 'lcp', step: 1_000 },
  INP: { key: 'inp', step: 100 },
} as const;

/** In words: each version's p75 of the vital in its latest hour that measured it, rated as web.dev does. */
export function vitalSummary(name: keyof typeof CHARTED, series: readonly VitalsSeries[]): string {
  const { key } = CHARTED[name];
  return series
    .map(({ label, version, points }) => {
      const latest = points.findLast((point) => point[key] !== null)?.[key];
      return `${label} ${version}: ${latest === undefined || latest === null ? 'not measured' : `${formatVital(name, latest)} (${vitalRating(name, latest)}) in its latest hour measured`}`;
    })
    .join('; ');
}

/** One vital's p75 per hour, a line per version. */
export function VitalChart({ name, hours, series }: { name: keyof typeof CHARTED; hours: string[]; series: VitalsSeries[] }) {
  const titleId = useId();
  const summaryId = useId();
  const { key, step } = CHARTED[name];
  const lines = series.map(({ label, points }) => ({ label, values: points.map((point) => point[key]) }));
  return (
    <Box>
      <Text id={titleId} fontSize="sm" fontWeight="medium">
        p75 {name} per hour
      </Text>
      <HourlyChart
        hours={hours}
        lines={lines}
        ceiling={vitalCeiling(series, key, VITAL_THRESHOLDS[name].good, step)}
        formatTick={(value) => formatVital(name, value)}
        titleId={titleId}
        summaryId={summaryId}
      />
      <Text id={summaryId} fontSize="sm" color="fg.muted">
        {vitalSummary(name, series)}.
      </Text>
    </Box>
  );
}
