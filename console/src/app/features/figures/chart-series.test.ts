import { describe, expect, it } from 'vitest';
import { chartSeries, rateCeiling } from './chart-series';

const view = {
  since: '2026-11-03T07:20:00.000Z',
  live: 'v2',
  canary: 'v3',
  hours: [
    { hour: '2026-11-03T08:00:00.000Z', version: 'v2', visitors: 40, failedVisitors: 2 },
    { hour: '2026-11-03T09:00:00.000Z', version: 'v2', visitors: 50, failedVisitors: 0 },
    { hour: '2026-11-03T09:00:00.000Z', version: 'v3', visitors: 8, failedVisitors: 2 },
  ],
};

describe('chartSeries', () => {
  it('has every hour from the start to now, and a gap where a version had no reports', () => {
    const { hours, series } = chartSeries(view, new Date('2026-11-03T09:45:00.000Z'));
    expect(hours).toEqual(['2026-11-03T07:00:00.000Z', '2026-11-03T08:00:00.000Z', '2026-11-03T09:00:00.000Z']);
    expect(series.map((line) => [line.label, line.version, line.points.map((point) => point.rate)])).toEqual([
      ['Canary', 'v3', [null, null, 0.25]],
      ['Live', 'v2', [null, 0.05, 0]],
    ]);
  });

  it('has no canary series without a canary', () => {
    expect(chartSeries({ ...view, canary: null }, new Date('2026-11-03T09:45:00.000Z')).series.map((line) => line.label)).toEqual(['Live']);
  });
});

describe('rateCeiling', () => {
  it('rounds the highest rate up to a tenth, and is at least 10 %', () => {
    const { series } = chartSeries(view, new Date('2026-11-03T09:45:00.000Z'));
    expect(rateCeiling(series)).toBe(0.3);
    expect(rateCeiling([])).toBe(0.1);
  });
});
