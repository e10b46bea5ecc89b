import { escapeUnprintable } from '@storefront/platform';
import { describeFailures, failureRate, pageLoads, type VersionStats } from '../registry/known-good';
import type { Canary } from '../registry/registry-document';
import { liveSince, liveVersion, previousVersion } from '../registry/registry-document';
import { remotes, type ReleaseContext } from '../release-context';

export interface Figures {
  pageLoads: number;
  failures: number;
  failureRate: number;
}

export interface CanaryStatus {
  version: string;
  percent: number;
  autoRollback: boolean;
  since: string;
  by: string;
  /** Page loads browsers reported for the canary's version since it started. */
  stats: Figures;
}

export interface RemoteStatus {
  remote: string;
  live: string | null;
  setAt: string | null;
  setBy: string | null;
  previous: string | null;
  /** Where browsers fall back to when the live version fails: the last known good version. */
  lastKnownGood: string | null;
  /** Page loads browsers reported for the live version, the failed ones, and their share. */
  liveStats: Figures;
  lastKnownGoodStats: Figures | null;
  /** The version a share of visitors runs instead of the live one. */
  canary: CanaryStatus | null;
  /** Published versions that may be served, oldest first. */
  available: string[];
  withdrawn: string[];
  /** Load failures browsers reported for the live version since it went live. */
  failuresSinceLive: number;
}

const figures = (stats: VersionStats | undefined): Figures => ({ pageLoads: pageLoads(stats), failures: stats?.failures ?? 0, failureRate: failureRate(stats) });

/** A canary counts only what it ran: the version's figures less those from before it started. */
function canaryStatus(canary: Canary | undefined, stats: VersionStats | undefined): CanaryStatus | null {
  if (!canary) return null;
  const since = { loads: (stats?.loads ?? 0) - canary.baseline.loads, failures: (stats?.failures ?? 0) - canary.baseline.failures };
  const { version, percent, autoRollback, startedAt, startedBy } = canary;
  return { version, percent, autoRollback, since: startedAt, by: startedBy, stats: figures(since) };
}

export async function status(context: ReleaseContext): Promise<RemoteStatus[]> {
  const [document, view, stats] = await Promise.all([context.registry.read(), context.registry.liveView(context.policy), context.registry.versionStats()]);
  return Promise.all(
    remotes.map(async (remote) => {
      const record = document.remotes[remote.name];
      const live = liveVersion(record);
      const since = liveSince(record);
      const failures = (live && record?.failures[live]) || [];
      const knownGood = view.knownGood[remote.name];
      const versionStats = stats.get(remote.name);
      return {
        remote: remote.folder,
        live: live ?? null,
        setAt: since?.at ?? null,
        setBy: since?.by ?? null,
        previous: previousVersion(record) ?? null,
        lastKnownGood: knownGood ?? null,
        liveStats: figures(live ? versionStats?.get(live) : undefined),
        lastKnownGoodStats: knownGood ? figures(versionStats?.get(knownGood)) : null,
        canary: canaryStatus(record?.canary, record?.canary && versionStats?.get(record.canary.version)),
        ...(await publishedVersions(context, remote.name)),
        failuresSinceLive: failures.filter((at) => !since || at >= since.at).length,
      };
    }),
  );
}

async function publishedVersions(context: ReleaseContext, remote: string) {
  const versions = await context.registry.versions(remote);
  return {
    available: versions.filter((version) => !version.withdrawnAt).map((version) => version.version),
    withdrawn: versions.filter((version) => version.withdrawnAt).map((version) => version.version),
  };
}

const rate = (stats: Figures) => describeFailures({ loads: stats.pageLoads - stats.failures, failures: stats.failures });

const canaryLine = (canary: CanaryStatus) =>
  `  canary:    ${canary.version} to ${canary.percent} % of visitors${canary.autoRollback ? ' (rolls back by itself)' : ''}  since ${canary.since} by ${canary.by}; ${rate(canary.stats)}`;

/** A block per remote; what was stored (actors, versions) is escaped where unprintable. */
export function formatStatus(rows: RemoteStatus[]): string {
  return rows
    .map((row) =>
      [
        `${row.remote}`,
        `  live:      ${row.live ?? '(none)'}${row.setAt ? `  set ${row.setAt} by ${row.setBy}` : ''}`,
        `  previous:  ${row.previous ?? '(none)'}`,
        `  fallback:  ${row.lastKnownGood ? `${row.lastKnownGood} (last known good; ${rate(row.lastKnownGoodStats!)})` : '(none known good)'}`,
        `  failures:  ${rate(row.liveStats)}; ${row.failuresSinceLive} load failures since promote`,
        ...(row.canary ? [canaryLine(row.canary)] : []),
        `  available: ${row.available.length > 0 ? row.available.join(', ') : '(none)'}`,
        ...(row.withdrawn.length > 0 ? [`  withdrawn: ${row.withdrawn.join(', ')}`] : []),
      ]
        .map((line) => escapeUnprintable(line))
        .join('\n'),
    )
    .join('\n\n');
}
