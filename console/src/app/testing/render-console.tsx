import { render } from '@testing-library/react';
import { AppProviders } from '@storefront/shared';
import { createTestQueryClient, jsonResponse, MemoryRouter } from '@storefront/shared/testing';
import type { HistoryEntry, RemoteStatus } from '@storefront/release';
import type { VersionVitals } from '@storefront/release/vitals';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { SessionView } from '../../console-api';

/** Renders part of the console in the providers its page gives it, at an address of its own. */
export function renderConsole(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  return {
    ...render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>,
    ),
    queryClient,
  };
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** Answers the app's calls from a table of `METHOD /path` → handler (given the JSON body sent). */
export function mockConsoleApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://console.test');
    const handler = routes[`${init?.method ?? 'GET'} ${pathname}`];
    if (!handler) return jsonResponse({ message: 'Not found.' }, 404);
    return handler(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export { jsonResponse };

export const managerSession: SessionView = {
  person: 'lena',
  token: { label: 'release managers', role: 'release-manager', remote: null },
  rights: Object.fromEntries(['catalog-mfe', 'content-mfe', 'account-mfe'].map((folder) => [folder, ['promote', 'canary', 'complete', 'rollback', 'withdraw', 'reset-figures', 'verify']])),
  expiresAt: '2026-11-03T22:00:00.000Z',
};

export const teamSession: SessionView = {
  person: 'ravi',
  token: { label: 'catalog-mfe team', role: 'team', remote: 'catalog-mfe' },
  rights: { 'catalog-mfe': ['promote', 'canary', 'complete', 'verify'], 'content-mfe': [], 'account-mfe': [] },
  expiresAt: '2026-11-03T22:00:00.000Z',
};

const figures = (visitors: number, failedVisitors: number) => ({ visitors, failedVisitors, networks: visitors, failedNetworks: failedVisitors, failureRate: visitors ? failedVisitors / visitors : 0 });

const metric = (p75: number | null, samples: number) => ({ p75, samples, visitors: samples, networks: samples, good: samples, needsImprovement: 0, poor: 0 });
/** A version's speed: p75 LCP and INP as given, nothing measured of the rest. */
export const vitals = (lcp: number | null, inp: number | null, samples = 40): VersionVitals => ({
  LCP: metric(lcp, lcp === null ? 0 : samples),
  INP: metric(inp, inp === null ? 0 : samples),
  CLS: metric(null, 0),
  TTFB: metric(null, 0),
});

/** A remote with a live version, a last known good one and, unless told otherwise, a canary. */
export function remoteStatus(remote: string, { canary = true }: { canary?: boolean } = {}): RemoteStatus {
  return {
    remote,
    live: 'v2',
    setAt: '2026-11-02T10:00:00.000Z',
    setBy: 'lena',
    previous: 'v1',
    lastKnownGood: 'v1',
    liveFigures: figures(400, 4),
    lastKnownGoodFigures: figures(900, 9),
    liveVitals: vitals(1900, 120),
    lastKnownGoodVitals: vitals(2100, 140),
    canary: canary
      ? {
          version: 'v3',
          percent: 10,
          autoRollback: true,
          since: '2026-11-03T08:00:00.000Z',
          by: 'ravi via catalog-mfe team',
          figures: figures(40, 10),
          liveFigures: figures(360, 4),
          rolling: null,
          vitals: vitals(4200, 180),
          liveVitals: vitals(1900, 120),
        }
      : null,
    available: ['v1', 'v2', 'v3'],
    withdrawn: [],
    sources: { v2: { commit: '3f9a0c1d2e4b5a69780f', branch: 'main', build: '1234' } },
  };
}

export const history: HistoryEntry[] = [
  { version: 'v1', action: 'publish', at: '2026-11-01T09:00:00.000Z', by: 'ci' },
  { version: 'v1', action: 'promote', at: '2026-11-01T10:00:00.000Z', by: 'lena via release managers', reason: 'first release' },
  { version: 'v2', action: 'publish', at: '2026-11-02T09:00:00.000Z', by: 'ci' },
  { version: 'v2', action: 'promote', at: '2026-11-02T10:00:00.000Z', by: 'lena via release managers', reason: 'new filters' },
  { version: 'v3', action: 'publish', at: '2026-11-03T07:00:00.000Z', by: 'ci' },
  { version: 'v3', action: 'canary', at: '2026-11-03T08:00:00.000Z', by: 'ravi via catalog-mfe team', reason: '10 % of visitors, rolls back by itself — try the new grid', skipped: ['smoke render'] },
];
