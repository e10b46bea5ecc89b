import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, describeFigures, failingTooOften, judgeCanary, NO_FIGURES, type VersionFigures } from './version-figures';

const figures = (visitors: number, failedVisitors: number, networks = visitors, failedNetworks = failedVisitors): VersionFigures => ({ visitors, failedVisitors, networks, failedNetworks });

describe('failingTooOften', () => {
  it('acts on failures from enough visitors and networks, significantly above the rate', () => {
    expect(failingTooOften(figures(40, 20), DEFAULT_POLICY)).toBe(true);
    expect(failingTooOften(figures(400, 40), DEFAULT_POLICY)).toBe(true);
  });

  it('never acts on failures from fewer networks than the policy asks, however many', () => {
    expect(failingTooOften(figures(40, 40, 40, 19), DEFAULT_POLICY)).toBe(false);
    expect(failingTooOften(figures(19, 19), DEFAULT_POLICY)).toBe(false);
  });

  it('does not act on a rate within the policy, or above it by chance', () => {
    expect(failingTooOften(figures(1_000, 50), DEFAULT_POLICY)).toBe(false);
    // 21 of 400 is 5.25 %: above 5 %, but well within chance.
    expect(failingTooOften(figures(400, 21), DEFAULT_POLICY)).toBe(false);
    expect(failingTooOften(undefined, DEFAULT_POLICY)).toBe(false);
  });
});

describe('judgeCanary', () => {
  it('fails a canary that fails significantly more often than the live version', () => {
    const verdict = judgeCanary(figures(40, 25), figures(400, 4), DEFAULT_POLICY);
    expect(verdict).toMatchObject({ failing: true, against: 'live' });
    expect(verdict.p).toBeLessThan(0.0001);
  });

  it('keeps a canary that fails no more often than the live version does', () => {
    // Both fail for one visitor in four (a bad day for everyone, not the canary's doing).
    expect(judgeCanary(figures(80, 20), figures(800, 200), DEFAULT_POLICY)).toMatchObject({ failing: false, against: 'live' });
  });

  it('compares with the policy when too few live visitors reported', () => {
    expect(judgeCanary(figures(20, 20), figures(3, 0), DEFAULT_POLICY)).toMatchObject({ failing: true, against: 'policy' });
  });

  it('does not judge on failures from too few networks or visitors', () => {
    expect(judgeCanary(figures(60, 60, 1, 1), NO_FIGURES, DEFAULT_POLICY)).toEqual({ failing: false });
    expect(judgeCanary(figures(10, 10), NO_FIGURES, DEFAULT_POLICY)).toEqual({ failing: false });
  });
});

describe('describeFigures', () => {
  it('says who failed, out of how many, from where', () => {
    expect(describeFigures(figures(20, 6, 18, 6))).toBe('6 of 20 visitors failed (30.0 %), from 6 of 18 networks');
    expect(describeFigures(figures(1, 1))).toBe('1 of 1 visitor failed (100.0 %), from 1 of 1 network');
    expect(describeFigures(undefined)).toBe('0 of 0 visitors failed (0.0 %), from 0 of 0 networks');
  });
});
