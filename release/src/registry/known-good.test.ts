import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, failingTooOften, failureRate, lastKnownGood, liveDurations, type VersionStats } from './known-good';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 10, minutes));

describe('liveDurations', () => {
  it('adds up every period a version was live, the current one until now', () => {
    const changes = [
      { version: 'a', at: at(0) },
      { version: 'b', at: at(30) },
      { version: 'a', at: at(35) },
      { version: 'c', at: at(50) },
    ];
    expect(liveDurations(changes, at(52))).toEqual(new Map([['a', 45 * MINUTE], ['b', 5 * MINUTE], ['c', 2 * MINUTE]]));
  });
});

describe('failure rates', () => {
  it('is the share of reported page loads that failed, 0 without any', () => {
    expect(failureRate({ loads: 90, failures: 10 })).toBe(0.1);
    expect(failureRate(undefined)).toBe(0);
  });

  it('counts against a promote only over the minimum number of page loads', () => {
    expect(failingTooOften({ loads: 0, failures: 19 }, DEFAULT_POLICY)).toBe(false);
    expect(failingTooOften({ loads: 0, failures: 20 }, DEFAULT_POLICY)).toBe(true);
    expect(failingTooOften({ loads: 95, failures: 5 }, DEFAULT_POLICY)).toBe(false);
    expect(failingTooOften({ loads: 94, failures: 6 }, DEFAULT_POLICY)).toBe(true);
  });
});

describe('lastKnownGood', () => {
  const good = 20 * MINUTE;
  const pick = (stack: string[], durations: Record<string, number>, stats: Record<string, VersionStats> = {}, withdrawn: string[] = []) =>
    lastKnownGood({ stack, durations: new Map(Object.entries(durations)), stats: new Map(Object.entries(stats)), withdrawn: new Set(withdrawn), policy: DEFAULT_POLICY });

  it('is the version before the live one when it was live long enough and did not fail', () => {
    expect(pick(['a', 'b'], { a: good, b: MINUTE })).toBe('a');
  });

  it('skips versions live too briefly or failing too often, however recent: two bad releases in a row', () => {
    expect(pick(['good', 'bad1', 'bad2'], { good, bad1: MINUTE, bad2: MINUTE })).toBe('good');
    expect(pick(['good', 'flaky', 'live'], { good, flaky: good }, { flaky: { loads: 80, failures: 20 } })).toBe('good');
  });

  it('skips withdrawn versions, and names none when none qualifies', () => {
    expect(pick(['a', 'b', 'c'], { a: good, b: good }, {}, ['b'])).toBe('a');
    expect(pick(['a', 'b'], { a: MINUTE })).toBeUndefined();
    expect(pick(['a'], { a: good })).toBeUndefined();
  });
});
