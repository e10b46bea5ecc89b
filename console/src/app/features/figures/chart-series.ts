import type { HourlyFiguresView } from '../../../console-api';

export interface HourFigures {
  visitors: number;
  failedVisitors: number;
  /** Null in an hour nobody reported this version. */
  rate: number | null;
}

export interface ChartSeries {
  label: string;
  version: string;
  /** One per hour of `hours`. */
  points: HourFigures[];
}

const HOUR_MS = 3_600_000;
const hourOf = (time: number) => Math.floor(time / HOUR_MS) * HOUR_MS;

/** Every hour from the one `since` falls in to the one `now` falls in, as ISO 8601 starts. */
export function chartHours(since: string, now: Date): string[] {
  const hours: string[] = [];
  for (let hour = hourOf(Date.parse(since)); hour <= hourOf(now.getTime()); hour += HOUR_MS) hours.push(new Date(hour).toISOString());
  return hours;
}

/** The row of `rows` for a version's hour, if it had one. */
export const rowOf = <Row extends { hour: string; version: string }>(rows: readonly Row[], version: string, hour: string) =>
  rows.find((row) => row.version === version && Date.parse(row.hour) === Date.parse(hour));

/**
 * The chart's hours from `since` to `now`, every one of them (an hour without reports is a gap,
 * not a zero), and a series per version: the canary's first, then the live version's.
 */
export function chartSeries(view: HourlyFiguresView, now: Date): { hours: string[]; series: ChartSeries[] } {
  const hours = chartHours(view.since, now);
  const versions = [
    ...(view.canary ? [{ label: 'Canary', version: view.canary }] : []),
    ...(view.live ? [{ label: 'Live', version: view.live }] : []),
  ];
  const series = versions.map(({ label, version }) => ({
    label,
    version,
    points: hours.map((hour) => {
      const row = rowOf(view.hours, version, hour);
      return row ? { visitors: row.visitors, failedVisitors: row.failedVisitors, rate: row.visitors > 0 ? row.failedVisitors / row.visitors : null } : { visitors: 0, failedVisitors: 0, rate: null };
    }),
  }));
  return { hours, series };
}

/** The top of the rate axis: the highest rate shown, rounded up to a tenth (at least 10 %). */
export function rateCeiling(series: readonly ChartSeries[]): number {
  const highest = Math.max(0, ...series.flatMap((line) => line.points.map((point) => point.rate ?? 0)));
  return Math.max(0.1, Math.ceil(highest * 10) / 10);
}
