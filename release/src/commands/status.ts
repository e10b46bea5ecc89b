import { escapeUnprintable } from '@storefront/platform';
import { describeSource, type VersionSource } from '../build/version-source';
import { describeVitals, NO_VITALS, type VersionVitals } from '../reports/page-vitals';
import { describeFigures, failureRate, NO_FIGURES, type VersionFigures } from '../reports/version-figures';
import { VITALS_WINDOW_MS } from '../reports/vitals-store';
import type { Canary } from '../registry/registry-document';
import { liveSince, liveVersion, previousVersion } from '../registry/registry-document';
import { remotes, type ReleaseContext } from '../release-context';
import { describePlan, describeStage } from './stage-plan';

/** What browsers reported of a version: distinct visitors and client networks, and its failure rate. */
export interface Figures extends VersionFigures {
  failureRate: number;
}

export interface CanaryStatus {
  version: string;
  percent: number;
  autoRollback: boolean;
  since: string;
  by: string;
  /** What browsers reported of the canary since it started. */
  figures: Figures;
  /** What they reported of the live version over the same time: what the canary is judged against. */
  liveFigures: Figures;
  /** A rolling release's plan: its stages, the one it is at (from 1), and when the next is due. */
  rolling: { stages: number[]; stage: number; everySeconds: number; nextStepAt: string } | null;
  /** How fast the canary's page views were since it started, and the live version's over the same time. */
  vitals: VersionVitals;
  liveVitals: VersionVitals;
}

export interface RemoteStatus {
  remote: string;
  live: string | null;
  setAt: string | null;
  setBy: string | null;
  previous: string | null;
  /** Where browsers fall back to when the live version fails: the last known good version. */
  lastKnownGood: string | null;
  /** What browsers reported of the live version since its figures were last reset. */
  liveFigures: Figures;
  lastKnownGoodFigures: Figures | null;
  /** How fast their page views were over the last 24 hours (p75s, samples, distributions). */
  liveVitals: VersionVitals;
  lastKnownGoodVitals: VersionVitals | null;
  /** The version a share of visitors runs instead of the live one. */
  canary: CanaryStatus | null;
  /** Published versions that may be served, oldest first. */
  available: string[];
  withdrawn: string[];
  /** Per version, the commit, branch and build that made it, for those whose build knew any. */
  sources: Record<string, VersionSource>;
}

const withRate = (figures: VersionFigures = NO_FIGURES): Figures => ({ ...figures, failureRate: failureRate(figures) });

async function canaryStatus(context: ReleaseContext, remote: string, canary: Canary | undefined, live: string | undefined): Promise<CanaryStatus | null> {
  if (!canary) return null;
  const figures = await context.registry.canaries.figures(remote, canary, live);
  const { version, percent, autoRollback, startedAt, startedBy, plan } = canary;
  const rolling = plan ? { stages: plan.stages, stage: plan.stage + 1, everySeconds: plan.everySeconds, nextStepAt: plan.nextStepAt } : null;
  return {
    version,
    percent,
    autoRollback,
    since: startedAt,
    by: startedBy,
    figures: withRate(figures.canary),
    liveFigures: withRate(figures.live),
    rolling,
    vitals: figures.vitals.canary,
    liveVitals: figures.vitals.live,
  };
}

export async function status(context: ReleaseContext): Promise<RemoteStatus[]> {
  const [document, view, figures, vitals] = await Promise.all([
    context.registry.read(),
    context.registry.liveView(context.policy),
    context.registry.reports.allFigures(),
    context.registry.vitals.all(new Date(Date.now() - VITALS_WINDOW_MS)),
  ]);
  return Promise.all(
    remotes.map(async (remote) => {
      const record = document.remotes[remote.name];
      const live = liveVersion(record);
      const since = liveSince(record);
      const knownGood = view.knownGood[remote.name];
      const versionFigures = figures.get(remote.name);
      const versionVitals = vitals.get(remote.name);
      return {
        remote: remote.folder,
        live: live ?? null,
        setAt: since?.at ?? null,
        setBy: since?.by ?? null,
        previous: previousVersion(record) ?? null,
        lastKnownGood: knownGood ?? null,
        liveFigures: withRate(live ? versionFigures?.get(live) : undefined),
        lastKnownGoodFigures: knownGood ? withRate(versionFigures?.get(knownGood)) : null,
        liveVitals: (live && versionVitals?.get(live)) || NO_VITALS,
        lastKnownGoodVitals: knownGood ? (versionVitals?.get(knownGood) ?? NO_VITALS) : null,
        canary: await canaryStatus(context, remote.name, record?.canary, live),
        ...(await publishedVersions(context, remote.name)),
      };
    }),
  );
}

async function publishedVersions(context: ReleaseContext, remote: string) {
  const versions = await context.registry.versions(remote);
  return {
    available: versions.filter((version) => !version.withdrawnAt).map((version) => version.version),
    withdrawn: versions.filter((version) => version.withdrawnAt).map((version) => version.version),
    sources: Object.fromEntries(versions.filter((version) => Object.keys(version.source).length > 0).map((version) => [version.version, version.source])),
  };
}

/** ` (commit … on …, build …)` after a version whose build knew where it came from. */
const sourceOf = (row: RemoteStatus, version: string) => (row.sources[version] ? ` (${describeSource(row.sources[version])})` : '');

const canaryLines = (row: RemoteStatus, canary: CanaryStatus) => [
  `  canary:    ${canary.version}${sourceOf(row, canary.version)} to ${canary.percent} % of visitors${canary.autoRollback ? ' (rolls back by itself)' : ''}  since ${canary.since} by ${canary.by}`,
  `             ${describeFigures(canary.figures)}; live over that time: ${describeFigures(canary.liveFigures)}`,
  `             speed: ${describeVitals(canary.vitals)}; live over that time: ${describeVitals(canary.liveVitals)}`,
  ...(canary.rolling
    ? [`  rolling:   ${describePlan(canary.rolling)}; at ${describeStage(canary.rolling.stages, canary.rolling.stage - 1)}, next step at ${canary.rolling.nextStepAt} if healthy`]
    : []),
];

/** A block per remote; what was stored (actors, versions) is escaped where unprintable. */
export function formatStatus(rows: RemoteStatus[]): string {
  return rows
    .map((row) =>
      [
        `${row.remote}`,
        `  live:      ${row.live ?? '(none)'}${row.live ? sourceOf(row, row.live) : ''}${row.setAt ? `  set ${row.setAt} by ${row.setBy}` : ''}`,
        `  previous:  ${row.previous ?? '(none)'}`,
        `  fallback:  ${row.lastKnownGood ? `${row.lastKnownGood} (last known good; ${describeFigures(row.lastKnownGoodFigures!)}; ${describeVitals(row.lastKnownGoodVitals!)})` : '(none known good)'}`,
        `  reports:   ${describeFigures(row.liveFigures)}`,
        `  speed:     ${describeVitals(row.liveVitals)} (last 24 h)`,
        ...(row.canary ? canaryLines(row, row.canary) : []),
        `  available: ${row.available.length > 0 ? row.available.join(', ') : '(none)'}`,
        ...(row.withdrawn.length > 0 ? [`  withdrawn: ${row.withdrawn.join(', ')}`] : []),
      ]
        .map((line) => escapeUnprintable(line))
        .join('\n'),
    )
    .join('\n\n');
}
