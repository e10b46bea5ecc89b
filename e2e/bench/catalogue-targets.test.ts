import { describe, expect, it } from 'vitest';
import { catalogueTargets } from './catalogue-targets';

const load = (p95Ms: number, failed = 0) => ({ requests: 1000, failed, p50Ms: p95Ms / 2, p95Ms, p99Ms: p95Ms * 2, perSecond: 50 });
const verdicts = (targets: ReturnType<typeof catalogueTargets>) => Object.fromEntries(targets.map((target) => [target.name, target.pass]));

describe('catalogueTargets', () => {
  it('checks only the parts measured', () => {
    expect(catalogueTargets({})).toEqual([]);
    expect(catalogueTargets({ search: load(10) }).map((target) => target.name)).toEqual(['search API (q with facets) at 100,000 products, 20 clients for 20 s: p95']);
  });

  it('passes each target at its limit and fails it past the limit or with a failed answer', () => {
    const met = catalogueTargets({
      firstCards: { '/products': { normalMs: 500, largeMs: 600 } },
      htmlKb: { '/products': 150, '/products?q=lock': 90 },
      search: load(50),
      suggestions: load(30),
      sitemap: { ms: 5000, files: 3, urls: 100_030, productUrls: 100_000, largestFileKb: 3000 },
      memory: { searches: 10_000, beforeMb: 100, afterMb: 110, growthPercent: 10, failed: 0 },
    });
    expect(Object.values(verdicts(met))).toEqual([true, true, true, true, true, true]);
    expect(met.find((target) => target.name.startsWith('listing page HTML'))?.measured).toBe('150 KB (/products)');

    const missed = catalogueTargets({
      firstCards: { '/products': { normalMs: 500, largeMs: 601 } },
      htmlKb: { '/products': 150.1 },
      search: load(20, 1),
      suggestions: load(30.1),
      sitemap: { ms: 1000, files: 3, urls: 100_029, productUrls: 99_999, largestFileKb: 3000 },
      memory: { searches: 10_000, beforeMb: 100, afterMb: 110.2, growthPercent: 10.2, failed: 0 },
    });
    expect(Object.values(verdicts(missed))).toEqual([false, false, false, false, false, false]);
  });

  it('names beside the seed ratio what the catalogue alone costs, against pages as full, and judges by the seed', () => {
    const [cards] = catalogueTargets({ firstCards: { '/products/Smart%20Locks': { normalMs: 100, largeMs: 140, fullPagesMs: 150 } } });
    expect(cards).toMatchObject({ pass: false, measured: '1.4 (140 / 100 ms); 0.93 against 1,000 products, as many cards (150 ms)' });
  });

  it('fails the memory target when fewer searches were answered than it counts over', () => {
    const [memory] = catalogueTargets({ memory: { searches: 4_000, beforeMb: 100, afterMb: 101, growthPercent: 1, failed: 0 } });
    expect(memory).toMatchObject({ pass: false, measured: '1 % (100 → 101 MB over 4000 searches, 0 failed)' });
  });
});
