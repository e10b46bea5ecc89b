import { Box, HStack, List, Text } from '@storefront/shared';
import { formatHour, formatPercent } from '../../../lib/format';
import { rateCeiling, type ChartSeries } from '../chart-series';

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 52 };
// Told apart by line and mark as well as by colour; both colours pass 4.5:1 on white.
const LOOK: Record<string, { colour: string; dash?: string; mark: 'square' | 'circle' }> = {
  Canary: { colour: '#c2410c', dash: '6 4', mark: 'square' },
  Live: { colour: '#1658bd', mark: 'circle' },
};

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
  const ceiling = rateCeiling(series);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (index: number) => MARGIN.left + (hours.length > 1 ? (index / (hours.length - 1)) * plotWidth : plotWidth / 2);
  const y = (rate: number) => MARGIN.top + plotHeight - (rate / ceiling) * plotHeight;
  const ticks = [0, ceiling / 2, ceiling];
  const labelEvery = Math.max(1, Math.ceil(hours.length / 6));

  return (
    <Box>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-summary`}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#d4d4d8" />
            <text x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#3f3f46">
              {formatPercent(tick)}
            </text>
          </g>
        ))}
        {hours.map((hour, index) =>
          index % labelEvery === 0 || index === hours.length - 1 ? (
            <text key={hour} x={x(index)} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#3f3f46">
              {formatHour(hour)}
            </text>
          ) : null,
        )}
        {series.map(({ label, points }) => {
          const look = LOOK[label] ?? LOOK.Live!;
          // A line through consecutive hours with reports; an hour without any breaks it.
          const path = points.map((point, index) => (point.rate === null ? '' : `${index > 0 && points[index - 1]!.rate !== null ? 'L' : 'M'}${x(index)},${y(point.rate)}`)).join(' ');
          return (
            <g key={label}>
              <path d={path} fill="none" stroke={look.colour} strokeWidth="2" strokeDasharray={look.dash} />
              {points.map((point, index) =>
                point.rate === null ? null : look.mark === 'square' ? (
                  <rect key={index} x={x(index) - 3.5} y={y(point.rate) - 3.5} width="7" height="7" fill={look.colour} />
                ) : (
                  <circle key={index} cx={x(index)} cy={y(point.rate)} r="3.5" fill={look.colour} />
                ),
              )}
            </g>
          );
        })}
      </svg>
      <Text id={`${titleId}-summary`} fontSize="sm" color="fg.muted">
        {chartSummary(series)}.
      </Text>
      <List.Root as="ul" listStyle="none" display="flex" gap={4} fontSize="sm" mt={1} aria-label="Legend">
        {series.map(({ label, version }) => (
          <List.Item key={label}>
            <HStack gap={2}>
              <svg width="28" height="10" aria-hidden="true">
                <line x1="0" x2="28" y1="5" y2="5" stroke={LOOK[label]?.colour} strokeWidth="2" strokeDasharray={LOOK[label]?.dash} />
              </svg>
              {label} {version}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
