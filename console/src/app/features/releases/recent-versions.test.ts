import type { HistoryEntry, RemoteStatus } from '@storefront/release';
import { NO_VITALS } from '@storefront/release/vitals';
import { describe, expect, it } from 'vitest';
import { provenance } from './provenance';
import { recentVersions } from './recent-versions';

const figures = { visitors: 0, failedVisitors: 0, networks: 0, failedNetworks: 0, failureRate: 0 };
const status: RemoteStatus = {
  remote: 'catalog-mfe',
  live: 'v2',
  setAt: '2026-11-02T10:00:00.000Z',
  setBy: 'lena',
  previous: 'v1',
  lastKnownGood: 'v1',
  liveFigures: figures,
  liveVitals: NO_VITALS,
  lastKnownGoodVitals: null,
  lastKnownGoodFigures: figures,
  canary: { version: 'v3', percent: 10, autoRollback: true, since: '2026-11-03T10:00:00.000Z', by: 'ravi', figures, liveFigures: figures, rolling: null, vitals: NO_VITALS, liveVitals: NO_VITALS },
  available: ['v1', 'v2', 'v3', 'v4'],
  withdrawn: ['v0'],
  sources: {},
};
const entry = (version: string, action: HistoryEntry['action'], at: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({ version, action, at: `2026-11-0${at}T10:00:00.000Z`, by: 'ci', ...extra });
const history: HistoryEntry[] = [
  entry('v0', 'publish', '1'),
  entry('v1', 'publish', '1'),
  entry('v1', 'promote', '1', { reason: 'first' }),
  entry('v2', 'publish', '2'),
  entry('v2', 'promote', '2', { forced: true, problems: ['slow'], reason: 'hotfix' }),
  entry('v3', 'publish', '3'),
  entry('v3', 'canary', '3', { skipped: ['smoke render'], reason: '10 % — try it' }),
  entry('v0', 'withdraw', '3'),
  entry('v4', 'publish', '4'),
  entry('v4', 'verify', '4', { problems: ['/products: the page area has no <h1>'], reason: 'did not pass the gate' }),
];

describe('recentVersions', () => {
  it("lists the newest first, each with what it is now and what the gate last said", () => {
    expect(recentVersions(status, history).map(({ version, roles, gate }) => [version, roles, gate?.outcome])).toEqual([
      ['v4', [], 'refused by the gate'],
      ['v3', ['canary'], 'passed without the smoke render'],
      ['v2', ['live'], 'forced past the gate'],
      ['v1', ['last known good'], 'passed'],
      ['v0', ['withdrawn'], 'passed'],
    ]);
  });

  it('keeps to the limit', () => {
    expect(recentVersions(status, history, 2).map((row) => row.version)).toEqual(['v4', 'v3']);
  });
});

describe('provenance', () => {
  it('is the entry that made a version live, or started its canary', () => {
    expect(provenance(history, 'v2', 'live')).toMatchObject({ action: 'promote', reason: 'hotfix' });
    expect(provenance(history, 'v3', 'canary')).toMatchObject({ action: 'canary', reason: '10 % — try it' });
    expect(provenance(history, 'v3', 'live')).toBeUndefined();
    expect(provenance(history, null, 'live')).toBeUndefined();
  });
});
