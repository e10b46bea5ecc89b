import { describe, expect, it } from 'vitest';
import { NO_VITALS } from '../reports/page-vitals';
import { formatHistory } from './history';
import { formatStatus, type RemoteStatus } from './status';

// Reasons and actors come from whoever holds a token (the release service): stored as sent, shown escaped.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNPRINTABLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const none = { visitors: 0, failedVisitors: 0, networks: 0, failedNetworks: 0, failureRate: 0 };

describe('release output on the terminal', () => {
  it('history shows reasons and actors with their unprintable characters escaped, one line each', () => {
    const text = formatHistory([
      { version: '1.0.0-abc', action: 'promote', at: '2026-11-23T10:00:00.000Z', by: 'ci\u001b]0;pwned\u0007', reason: 'fix\nfake line \u202eevil\u009b2J' },
    ]);
    expect(text).not.toMatch(UNPRINTABLE);
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toContain('by ci\\u001b]0;pwned\\u0007 — fix\\u000afake line \\u202eevil\\u009b2J');
  });

  it('status shows who set the live version escaped too', () => {
    const row: RemoteStatus = {
      remote: 'catalog-mfe',
      live: '1.0.0-abc',
      setAt: '2026-11-23T10:00:00.000Z',
      setBy: 'asha\u001b[2J\u0008',
      previous: null,
      lastKnownGood: null,
      liveFigures: none,
      lastKnownGoodFigures: null,
      liveVitals: NO_VITALS,
      lastKnownGoodVitals: null,
      canary: null,
      available: ['1.0.0-abc'],
      withdrawn: [],
      sources: { '1.0.0-abc': { commit: '3f9a0c1d2e4b5a6978', branch: 'main\u001b[2J', build: '1234' } },
    };
    const text = formatStatus([row]);
    expect(text).not.toMatch(UNPRINTABLE);
    expect(text).toContain('by asha\\u001b[2J\\u0008');
    expect(text).toContain('live:      1.0.0-abc (commit 3f9a0c1d2e4b on main\\u001b[2J, build 1234)  set');
  });
});
