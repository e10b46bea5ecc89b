import { formatHour, formatPercent } from '../../../lib/format';
import { Cell, DataTable, HeaderCell } from '../../../ui/data-table';
import type { ChartSeries } from '../chart-series';

/** The chart's figures hour by hour: what it shows, for anyone who cannot see it. */
export function FailureTable({ hours, series }: { hours: string[]; series: ChartSeries[] }) {
  return (
    <DataTable caption="Visitors and failures per hour">
      <thead>
        <tr>
          <HeaderCell>Hour</HeaderCell>
          {series.map(({ label, version }) => (
            <HeaderCell key={label}>
              {label} {version}
            </HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {hours.map((hour, index) => (
          <tr key={hour}>
            <HeaderCell scope="row">
              <time dateTime={hour}>{formatHour(hour)}</time>
            </HeaderCell>
            {series.map(({ label, points }) => {
              const point = points[index]!;
              return (
                <Cell key={label}>{point.rate === null ? 'no reports' : `${point.failedVisitors} of ${point.visitors} failed (${formatPercent(point.rate)})`}</Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
