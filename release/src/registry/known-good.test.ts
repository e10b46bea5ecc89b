import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type VersionFigures } from '../reports/version-figures';
import { lastKnownGood, liveDurations } from './known-good';

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

describe('lastKnownGood', () => {
  const good = 20 * MINUTE;
  const pick = (stack: string[], durations: Record<string, number>, figures: Record<string, VersionFigures> = {}, withdrawn: string[] = []) =>
    lastKnownGood({ stack, durations: new Map(Object.entries(durations)), figures: new Map(Object.entries(figures)), withdrawn: new Set(withdrawn), policy: DEFAULT_POLICY });

  it('is the version before the live one when it was live long enough and did not fail', () => {
    expect(pick(['a', 'b'], { a: good, b: MINUTE })).toBe('a');
  });

  it('skips versions live too briefly or failing too often, however recent: two bad releases in a row', () => {
    expect(pick(['good', 'bad1', 'bad2'], { good, bad1: MINUTE, bad2: MINUTE })).toBe('good');
    expect(pick(['good', 'flaky', 'live'], { good, flaky: good }, { flaky: { visitors: 100, failedVisitors: 20, networks: 90, failedNetworks: 20 } })).toBe('good');
  });

  it('skips withdrawn versions, and names none when none qualifies', () => {
    expect(pick(['a', 'b', 'c'], { a: good, b: good }, {}, ['b'])).toBe('a');
    expect(pick(['a', 'b'], { a: MINUTE })).toBeUndefined();
    expect(pick(['a'], { a: good })).toBeUndefined();
  });

  it('keeps a version whose failures come from too few networks to be believed', () => {
    const fromOneNetwork = { visitors: 60, failedVisitors: 40, networks: 21, failedNetworks: 1 };
    expect(pick(['a', 'b'], { a: good }, { a: fromOneNetwork })).toBe('a');
  });
});
