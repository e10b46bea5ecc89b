import { describe, expect, it } from 'vitest';
import type { LighthouseResult } from './lighthouse-run';
import type { ColdLoad } from './page-load';
import { mediansOfRuns, variantResults, variantRuns, variantsFromEnv, variantsMarkdown } from './variants';

describe('BENCH_VARIANTS', () => {
  it('is no variant when absent, each mechanism on its own for all, and refuses an unknown one', () => {
    expect(variantsFromEnv(undefined)).toEqual([]);
    expect(variantsFromEnv('all').map((variant) => variant.name)).toEqual(['paint-first', 'compile-hints', 'phased-start', 'chakra-patch']);
    const [combined] = variantsFromEnv('compile-hints+paint-first');
    expect(combined).toEqual({
      name: 'paint-first+compile-hints',
      site: 'without paint-first+compile-hints',
      off: ['paint-first', 'compile-hints'],
      dist: 'shell/dist-variants/paint-first+compile-hints',
    });
    expect(() => variantsFromEnv('paint-first,lazy-images')).toThrow('"lazy-images" is none of');
  });

  it('measures the variants in every run unless BENCH_VARIANT_RUNS says fewer', () => {
    expect(variantRuns(9, undefined)).toBe(9);
    expect(variantRuns(9, '3')).toBe(3);
    expect(variantRuns(2, '5')).toBe(2);
    expect(() => variantRuns(9, '0')).toThrow();
  });
});

describe('variantResults', () => {
  const load = (lcpMs: number, jsBytes = 200 * 1024): ColdLoad => ({
    jsBytes, prefetchedJsBytes: 0, jsByOrigin: {}, jsByPackage: {}, requests: 10, criticalChainDepth: 3, criticalChain: [], lcpMs, cls: 0, scripts: [],
  });
  const lighthouse = (score: number, lcpMs: number, tbtMs: number): LighthouseResult => ({ score, lcpMs, tbtMs, ttiMs: 2000, cls: 0 });
  const loads = {
    'federated detail': [load(400), load(410)],
    'monolith detail': [load(380), load(390)],
    'clientRendered detail': [load(1100), load(1100)],
    'without paint-first detail': [load(700), load(720)],
  };
  // The second run is left out (BENCH_VARIANT_RUNS=1): its figures would change every verdict.
  const results = {
    'federated detail': [lighthouse(98, 1200, 140), lighthouse(50, 9000, 900)],
    'monolith detail': [lighthouse(99, 1200, 140), lighthouse(99, 1200, 140)],
    'clientRendered detail': [lighthouse(85, 3100, 380), lighthouse(85, 3100, 380)],
    'without paint-first detail': [lighthouse(88, 2700, 200), lighthouse(88, 2700, 200)],
  };
  const [result] = variantResults(variantsFromEnv('paint-first'), mediansOfRuns(['detail'], loads, results, 1), 1);

  it('compares the variant with the full site and the monolith of the same runs', () => {
    expect(result!.pages).toEqual([
      {
        route: 'detail',
        score: { variant: 88, federated: 98, monolith: 99 },
        lcpMs: { variant: 2700, federated: 1200, monolith: 1200 },
        tbtMs: { variant: 200, federated: 140, monolith: 140 },
        coldLcpMs: { variant: 700, federated: 400, monolith: 380 },
        firstLoadKb: { variant: 200, federated: 200, monolith: 200 },
      },
    ]);
  });

  it('names the targets the full site met and the variant missed', () => {
    expect(result!.missedWithoutIt).toEqual([
      'Lighthouse mobile, detail',
      'detail: Lighthouse LCP, server-rendered / client-rendered federated',
      'detail: Lighthouse LCP, federated / monolith, both server-rendered',
      'detail: Lighthouse score, federated vs monolith',
    ]);
    expect(result!.targets.find((target) => target.name.includes('TBT'))).toMatchObject({ pass: true, metWithIt: true });
    expect(variantsMarkdown([result!]).join('\n')).toContain('### Without paint-first');
  });
});
