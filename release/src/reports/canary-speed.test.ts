import { describe, expect, it } from 'vitest';
import { describeSlowdown, judgeCanarySpeed } from './canary-speed';
import { NO_VITALS, type MetricFigures, type VersionVitals } from './page-vitals';
import { DEFAULT_POLICY } from './version-figures';

/** A metric's p75 over `visitors` visitors from `networks` networks. */
const metric = (p75: number, visitors = 24, networks = 22): MetricFigures => ({ p75, samples: visitors, visitors, networks, good: 0, needsImprovement: 0, poor: 0 });
const vitals = (lcp: MetricFigures, inp?: MetricFigures): VersionVitals => ({ ...NO_VITALS, LCP: lcp, ...(inp && { INP: inp }) });

describe('judgeCanarySpeed', () => {
  it('finds a canary slow whose p75 LCP is worse than the live version’s by more than the margin, and says so with the figures', () => {
    const verdict = judgeCanarySpeed(vitals(metric(3_100)), vitals(metric(1_900, 140, 61)), DEFAULT_POLICY);
    expect(verdict.slow).toBe(true);
    expect(verdict.slowdowns.map(describeSlowdown)).toEqual(["p75 LCP 3,100 ms against the live version's 1,900 ms (+63 %), over 24 visitors from 22 networks"]);
  });

  it('finds it slow by INP too, and names every metric that is', () => {
    const verdict = judgeCanarySpeed(vitals(metric(4_000), metric(480)), vitals(metric(3_000), metric(300)), DEFAULT_POLICY);
    expect(verdict.slowdowns.map((slowdown) => slowdown.name)).toEqual(['LCP', 'INP']);
    expect(describeSlowdown(verdict.slowdowns[1]!)).toBe("p75 INP 480 ms against the live version's 300 ms (+60 %), over 24 visitors from 22 networks");
  });

  it('lets a canary stay within the margin, or faster', () => {
    expect(judgeCanarySpeed(vitals(metric(3_600)), vitals(metric(3_000)), DEFAULT_POLICY).slow).toBe(false);
    expect(judgeCanarySpeed(vitals(metric(1_000)), vitals(metric(3_000)), DEFAULT_POLICY).slow).toBe(false);
    expect(judgeCanarySpeed(vitals(metric(3_700)), vitals(metric(3_000)), { ...DEFAULT_POLICY, speedMargin: 0.25 }).slow).toBe(false);
    expect(judgeCanarySpeed(vitals(metric(3_700)), vitals(metric(3_000)), DEFAULT_POLICY).slow).toBe(true);
  });

  it('measures the margin against web.dev’s "good" limit where the live version is faster than that', () => {
    // INP comes in 8 ms steps: 24 against 32 ms is 33 % worse, and no visitor would feel it.
    expect(judgeCanarySpeed(vitals(metric(900), metric(32)), vitals(metric(900), metric(24)), DEFAULT_POLICY).slow).toBe(false);
    // 20 % of the 2,500 ms limit is 500 ms: 1,000 → 1,400 ms stays, 1,000 → 1,600 ms ends it.
    expect(judgeCanarySpeed(vitals(metric(1_400)), vitals(metric(1_000)), DEFAULT_POLICY).slow).toBe(false);
    expect(judgeCanarySpeed(vitals(metric(1_600)), vitals(metric(1_000)), DEFAULT_POLICY).slow).toBe(true);
    expect(judgeCanarySpeed(vitals(metric(900), metric(260)), vitals(metric(900), metric(24)), DEFAULT_POLICY).slow).toBe(true);
  });

  it('judges nothing on fewer visitors or networks than the policy asks, of the canary or of the live version', () => {
    const slow = metric(6_000);
    expect(judgeCanarySpeed(vitals(metric(6_000, 19, 19)), vitals(metric(1_000)), DEFAULT_POLICY).slow).toBe(false);
    expect(judgeCanarySpeed(vitals(metric(6_000, 60, 19)), vitals(metric(1_000)), DEFAULT_POLICY).slow).toBe(false);
    expect(judgeCanarySpeed(vitals(slow), vitals(metric(1_000, 19, 19)), DEFAULT_POLICY).slow).toBe(false);
    expect(judgeCanarySpeed(vitals(slow), NO_VITALS, DEFAULT_POLICY).slow).toBe(false);
  });

  it('does not judge by CLS or TTFB', () => {
    const canary = { ...NO_VITALS, CLS: metric(0.9), TTFB: metric(5_000) };
    expect(judgeCanarySpeed(canary, { ...NO_VITALS, CLS: metric(0), TTFB: metric(100) }, DEFAULT_POLICY).slow).toBe(false);
  });
});
