import { describe, expect, it } from 'vitest';
import { vitalCeiling, vitalsSeries } from './vitals-series';

const view = {
  since: '2026-11-03T07:20:00.000Z',
  versions: [
    { label: 'Canary' as const, version: 'v3' },
    { label: 'Live' as const, version: 'v2' },
  ],
  hours: [
    { hour: '2026-11-03T08:00:00.000Z', version: 'v2', pageViews: 40, lcp: 1_900, inp: 120 },
    { hour: '2026-11-03T09:00:00.000Z', version: 'v3', pageViews: 8, lcp: 4_250, inp: null },
  ],
};

describe('vitalsSeries', () => {
  it('has every hour from the start to now, a series per version in the order given, and gaps where nothing was measured', () => {
    const { hours, series } = vitalsSeries(view, new Date('2026-11-03T09:45:00.000Z'));
    expect(hours).toHaveLength(3);
    expect(series.map((line) => [line.label, line.points.map((point) => [point.pageViews, point.lcp, point.inp])])).toEqual([
      ['Canary', [[0, null, null], [0, null, null], [8, 4_250, null]]],
      ['Live', [[0, null, null], [40, 1_900, 120], [0, null, null]]],
    ]);
  });
});

describe('vitalCeiling', () => {
  it("rounds the highest p75 up to the step, and is at least web.dev's good limit", () => {
    const { series } = vitalsSeries(view, new Date('2026-11-03T09:45:00.000Z'));
    expect(vitalCeiling(series, 'lcp', 2_500, 1_000)).toBe(5_000);
    expect(vitalCeiling(series, 'inp', 200, 100)).toBe(200);
  });
});
