import type { ConsoleOperation, RemoteStatus } from '@storefront/release';
import { NO_VITALS } from '@storefront/release/vitals';
import { describe, expect, it } from 'vitest';
import { offeredActions } from './offered-actions';

const figures = { visitors: 0, failedVisitors: 0, networks: 0, failedNetworks: 0, failureRate: 0 };
const status = (overrides: Partial<RemoteStatus> = {}): RemoteStatus => ({
  remote: 'catalog-mfe',
  live: 'v2',
  setAt: null,
  setBy: null,
  previous: 'v1',
  lastKnownGood: 'v1',
  liveFigures: figures,
  liveVitals: NO_VITALS,
  lastKnownGoodVitals: null,
  lastKnownGoodFigures: null,
  canary: null,
  available: ['v1', 'v2', 'v3'],
  withdrawn: [],
  sources: {},
  ...overrides,
});
const EVERYTHING: ConsoleOperation[] = ['promote', 'canary', 'complete', 'rollback', 'withdraw', 'reset-figures', 'verify'];
const TEAM: ConsoleOperation[] = ['promote', 'canary', 'complete', 'verify'];
const kinds = (rights: ConsoleOperation[], remote: RemoteStatus) => offeredActions(rights, remote).map((offer) => offer.kind);

describe('offeredActions', () => {
  it('offers a release manager every action the state allows', () => {
    expect(kinds(EVERYTHING, status())).toEqual(['canary', 'promote', 'rollback', 'withdraw', 'reset-figures']);
    expect(offeredActions(EVERYTHING, status())[0]).toEqual({ kind: 'canary', candidates: ['v3', 'v1'], running: null });
  });

  it('offers, while a canary runs, to change, complete or end it, and no promote', () => {
    const running = status({ canary: { version: 'v3', percent: 10, autoRollback: true, since: '', by: 'ravi', figures, liveFigures: figures, rolling: null, vitals: NO_VITALS, liveVitals: NO_VITALS } });
    expect(kinds(EVERYTHING, running)).toEqual(['canary', 'complete', 'end-canary', 'withdraw', 'reset-figures']);
    expect(offeredActions(EVERYTHING, running)).toContainEqual({ kind: 'end-canary', version: 'v3', live: 'v2' });
  });

  it("never offers a team's token what only release managers may do", () => {
    expect(kinds(TEAM, status())).toEqual(['canary', 'promote']);
    expect(kinds([], status())).toEqual([]);
  });

  it('offers only a promote when nothing is live, and nothing when nothing is published', () => {
    expect(kinds(EVERYTHING, status({ live: null, previous: null, available: ['v1'] }))).toEqual(['promote', 'withdraw', 'reset-figures']);
    expect(kinds(EVERYTHING, status({ live: null, previous: null, available: [] }))).toEqual([]);
  });
});
