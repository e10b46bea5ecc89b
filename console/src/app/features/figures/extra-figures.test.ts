import { describe, expect, it } from 'vitest';
import { extraFigures } from './extra-figures';

describe('extraFigures', () => {
  it('finds nothing beyond the known figures', () => {
    expect(extraFigures({ visitors: 3, failedVisitors: 1, networks: 2, failedNetworks: 1, failureRate: 0.33 })).toEqual(new Map());
    expect(extraFigures(undefined)).toEqual(new Map());
  });

  it('shows numbers a later status adds, such as web vitals, labelled by their path', () => {
    const extra = extraFigures({ visitors: 3, vitals: { lcp: { p75: 2310.5, samples: 40 }, cls: { p75: 0.0412 }, inp: { p75: null } }, medianTtfbMs: 180 });
    expect([...extra]).toEqual([
      ['vitals lcp p75', '2,310.5'],
      ['vitals lcp samples', '40'],
      ['vitals cls p75', '0.041'],
      ['vitals inp p75', '—'],
      ['median ttfb ms', '180'],
    ]);
  });

  it('leaves out what it cannot show as a figure', () => {
    expect(extraFigures({ notes: 'text', list: [1, 2], deep: { a: { b: { c: 1 } } } })).toEqual(new Map());
  });
});
