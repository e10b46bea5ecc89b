import type { HistoryEntry, RemoteStatus } from '@storefront/release';

/** What a version is to its remote now. */
export type VersionRole = 'live' | 'canary' | 'last known good' | 'previous' | 'withdrawn';

/** What the gate last said of a version, from the history entry of its last gate run. */
export interface GateResult {
  outcome: 'passed' | 'passed without the smoke render' | 'forced past the gate' | 'refused by the gate';
  entry: HistoryEntry;
}

export interface RecentVersion {
  version: string;
  roles: VersionRole[];
  published: HistoryEntry | undefined;
  gate: GateResult | undefined;
}

// Every action that runs the gate records what it said; a verify, and a move it refused, as 'verify'.
const GATE_ACTIONS: readonly string[] = ['publish', 'verify', 'promote', 'canary', 'complete', 'rollback'];

function gateResult(history: readonly HistoryEntry[], version: string): GateResult | undefined {
  const entry = history.findLast((candidate) => candidate.version === version && GATE_ACTIONS.includes(candidate.action));
  if (!entry) return undefined;
  if (entry.forced) return { outcome: 'forced past the gate', entry };
  // A gate run that found problems and moved nothing (a verify, or a move it refused).
  if (entry.problems?.length) return { outcome: 'refused by the gate', entry };
  return { outcome: entry.skipped?.length ? 'passed without the smoke render' : 'passed', entry };
}

function rolesOf(status: RemoteStatus, version: string): VersionRole[] {
  const roles: [VersionRole, boolean][] = [
    ['live', status.live === version],
    ['canary', status.canary?.version === version],
    ['last known good', status.lastKnownGood === version],
    ['previous', status.previous === version && status.lastKnownGood !== version],
    ['withdrawn', status.withdrawn.includes(version)],
  ];
  return roles.filter(([, holds]) => holds).map(([role]) => role);
}

/** A remote's published versions, most recently published first, each with its roles and gate result. */
export function recentVersions(status: RemoteStatus, history: readonly HistoryEntry[], limit = 10): RecentVersion[] {
  const published = (version: string) => history.findLast((entry) => entry.version === version && entry.action === 'publish');
  const publishedAt = (version: string) => published(version)?.at ?? '';
  return [...status.available, ...status.withdrawn]
    .sort((a, b) => publishedAt(b).localeCompare(publishedAt(a)))
    .slice(0, limit)
    .map((version) => ({ version, roles: rolesOf(status, version), published: published(version), gate: gateResult(history, version) }));
}
