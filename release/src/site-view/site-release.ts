import type { Registry, RemoteName, VersionRef } from '@storefront/shared/federation';
import { rollBackFailingCanary } from '../commands/auto-rollback';
import type { AutoRollback } from '../registry/canary-store';
import type { PageVitals } from '../reports/page-vitals';
import { reportTokens, type ReportTokens } from '../reports/report-token';
import { createLiveViewCache } from '../registry/live-view-cache';
import { measureRead, sawGeneration } from '../registry/registry-metrics';
import { publicRegistry } from '../registry/public-registry';
import type { ReleaseContext } from '../release-context';
import { lastLiveView, type LiveViewHealth } from './last-live-view';
import { publishedIntegrity } from './published-integrity';
import { sitePreviewFrom, type SitePreview } from './site-preview';

/**
 * A browser's report that a page ran a version (`load`) or could not (`failure`), or how fast a
 * page view of it was (`vitals`, once the page is hidden).
 */
export type BeaconReport = {
  remote: RemoteName;
  version: string;
  /** The report token the page was given for that version (withReportTokens). */
  token: string;
  /** The visitor the page was served to (their cookie), and the client network it came from. */
  visitor: string;
  network: string;
} & ({ outcome: 'load' | 'failure' } | { outcome: 'vitals'; vitals: PageVitals });

/**
 * A canary is judged by its speed at most this often per process: every page view of it reports
 * its vitals, and each judgement reads all of the canary's (and the live version's) page views.
 * A judgement counts every report before it, so a report in between is not lost, only waits.
 */
const SPEED_CHECK_EVERY_MS = 1_000;

/**
 * What became of a report: counted (and the canary it ended, if it ended one), a token already
 * used for that outcome, over its network's limit, or refused for its token.
 */
export type ReportResult =
  | { status: 'counted'; ended?: AutoRollback }
  | { status: 'replayed' | 'limited' }
  | { status: 'refused'; reason: 'malformed' | 'forged' | 'expired' };

/**
 * What the site server needs of the release system, and nothing more: the registry each visitor
 * runs, what a published version's files are, and where browsers' reports go.
 */
export interface SiteRelease {
  /**
   * The registry a visitor runs: each remote's live version, or its canary for a visitor whose
   * bucket falls in the canary's share (no canary without a bucket). While the database does not
   * answer, from the last live view it gave (last-live-view.ts); rejects with LiveViewUnavailable
   * when that is too old.
   */
  registryFor(bucket: number | undefined): Promise<Registry>;
  /** Whether the registry is served from a view the database could not confirm, and how old it is. */
  liveViewHealth(): LiveViewHealth;
  /** A published version's files as Subresource Integrity values (path → value); undefined when unknown. */
  integrity(remote: string, version: string): Promise<Record<string, string> | undefined>;
  /** A published file by the URL browsers read it at (a manifest); undefined when it is not there. */
  fetchFile(url: string): Promise<Buffer | undefined>;
  /** What a preview link's token opens for the visitor who followed it, or why it opens the live site. */
  previewLink(token: string): Promise<SitePreview>;
  /**
   * The registry with a report token on each version it names (live, canary, fallback), for
   * this visitor: only a report with one counts.
   */
  withReportTokens(registry: Registry, visitor: string): Promise<Registry>;
  /**
   * Counts a browser's report if its token is one this site gave that visitor for that version,
   * unused for that outcome, and its network is within `reportsPerMinute`.
   */
  recordReport(report: BeaconReport, limits: { reportsPerMinute: number }): Promise<ReportResult>;
}

export interface SiteReleaseOptions {
  /** The oldest live view pages are served from while the database does not answer (STALE_VIEW_MAX_S). */
  staleViewMaxMs?: number;
}

/** An hour: a site keeps serving through a database's restart or failover, not a day-long outage. */
export const DEFAULT_STALE_VIEW_MAX_MS = 3_600_000;

/**
 * The site's view of a release context. The live view is shared by every request of a process
 * and read again once a release moves (live-view-cache.ts), the last one kept for when the
 * database does not answer; integrity is read once per version.
 */
export function siteReleaseFrom(context: ReleaseContext, options: SiteReleaseOptions = {}): SiteRelease {
  const lastSpeedCheck = new Map<string, number>();
  const speedCheckDue = (remote: string, version: string, now = Date.now()) => {
    const key = `${remote}@${version}`;
    if (now - (lastSpeedCheck.get(key) ?? -Infinity) < SPEED_CHECK_EVERY_MS) return false;
    if (lastSpeedCheck.size > 100) lastSpeedCheck.clear(); // versions reported at once are few; old ones go
    lastSpeedCheck.set(key, now);
    return true;
  };
  let tokens: Promise<ReportTokens> | undefined;
  const reportTokensOnce = () => {
    tokens ??= context.registry.reports.secret().then(reportTokens);
    tokens.catch(() => (tokens = undefined)); // a database that was down is asked again next time
    return tokens;
  };
  const liveView = lastLiveView(
    createLiveViewCache({
      read: () => measureRead('view', () => context.registry.liveView(context.policy)),
      generation: async () => {
        const generation = await measureRead('generation', () => context.registry.generation());
        sawGeneration(generation);
        return generation;
      },
    }),
    { staleMaxMs: options.staleViewMaxMs ?? DEFAULT_STALE_VIEW_MAX_MS },
  );
  return {
    registryFor: async (bucket) =>
      publicRegistry(await liveView.view(), context.publicUrls.remotes, bucket),
    liveViewHealth: liveView.health,
    integrity: publishedIntegrity(context.registry, (remote, version) => liveView.last()?.digests[remote]?.[version]),
    fetchFile: (url) => context.fetchFile(url),
    previewLink: sitePreviewFrom(context.previews),
    withReportTokens: async (registry, visitor) => {
      const signer = await reportTokensOnce();
      const withToken = (remote: string, ref: VersionRef): VersionRef => ({
        ...ref,
        reportToken: signer.issue({ remote, version: ref.version, visitor }),
      });
      return {
        remotes: Object.fromEntries(
          Object.entries(registry.remotes).map(([remote, entry]) => [
            remote,
            { ...withToken(remote, entry), previous: entry.previous && withToken(remote, entry.previous) },
          ]),
        ),
      };
    },
    recordReport: async (report, limits) => {
      const { remote, version, visitor } = report;
      const check = (await reportTokensOnce()).check(report.token, { remote, version, visitor });
      if (!check.ok) return { status: 'refused', reason: check.reason };
      const admitted = { nonce: check.nonce, expiresAt: check.expiresAt };
      const counted =
        report.outcome === 'vitals'
          ? await context.registry.vitals.record({ ...report, ...admitted }, limits.reportsPerMinute)
          : await context.registry.reports.record({ ...report, outcome: report.outcome, ...admitted }, limits.reportsPerMinute);
      if (counted !== 'counted') return { status: counted };
      // A failure or a slow page view can end a canary; a page that ran cannot.
      const judge = report.outcome === 'failure' || (report.outcome === 'vitals' && speedCheckDue(remote, version));
      return { status: 'counted', ended: judge ? await rollBackFailingCanary(context, remote, version) : undefined };
    },
  };
}
