import { routedPages, sharedByEveryRemote } from '@storefront/shared/federation';
import { describeFigures, failingTooOften, formatPercent } from '../reports/version-figures';
import { integrityOf } from '../registry/public-registry';
import type { GateJob } from '../registry/gate-jobs';
import type { PublishedVersion } from '../registry/registry-store';
import { deployedShell, findRemote, type ReleaseContext, type RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';
import { measureGateRun } from './gate-metrics';
import { verifyRelease } from './verify-release';

export interface GateResult {
  problems: string[];
  skipped: string[];
}

export const SMOKE_RENDER = 'smoke render';

/** A version that may not be gated at all: not published, or withdrawn. */
async function gateable(context: ReleaseContext, remote: RemoteInfo, version: string): Promise<PublishedVersion> {
  const published = await context.registry.findVersion(remote.name, version);
  if (!published)
    throw new ReleaseError(`${remote.folder} ${version} is not published.`, EXIT.notFound);
  if (published.withdrawnAt) {
    throw new ReleaseError(
      `${remote.folder} ${version} was withdrawn on ${published.withdrawnAt} and may never be served again.`,
      EXIT.refused,
    );
  }
  return published;
}

/**
 * Runs the gate on a published version, and refuses one browsers reported failing too often; a
 * withdrawn version is refused before either. A version that passes the other checks is then
 * rendered in a browser, page by page, unless the smoke render is skipped. Where the run happens
 * is the context's choice (context.gateRuns): in this process, or in a release worker.
 */
export async function gate(
  context: ReleaseContext,
  remote: RemoteInfo,
  version: string,
  options: { skipSmoke?: boolean } = {},
): Promise<GateResult> {
  await gateable(context, remote, version);
  const job: GateJob = { remote: remote.name, version, skipSmoke: options.skipSmoke ?? false };
  return context.gateRuns.run(job, () => runGate(context, job));
}

/** The gate's checks themselves, where they run (this process, or a release worker's), timed there. */
export async function runGate(context: ReleaseContext, job: GateJob): Promise<GateResult> {
  const remote = findRemote(job.remote);
  if (!remote) throw new ReleaseError(`Unknown remote "${job.remote}".`, EXIT.notFound);
  return measureGateRun(async () => checkVersion(context, remote, await gateable(context, remote, job.version), job));
}

async function checkVersion(context: ReleaseContext, remote: RemoteInfo, published: PublishedVersion, options: { skipSmoke: boolean }): Promise<GateResult> {
  const { version } = published;
  const figures = await context.registry.reports.versionFigures(remote.name, version);
  const failing = failingTooOften(figures, context.policy)
    ? [`Browsers reported failures: ${describeFigures(figures)}, significantly above ${formatPercent(context.policy.maxFailureRate)}.`]
    : [];
  const shell = await deployedShell(context);
  const problems = await verifyRelease({
    manifestUrl: published.manifestUrl,
    container: remote.name,
    fetchFile: context.fetchFile,
    requiredExposes: remote.exposes,
    shellProvides: shell.provides,
    shellSharedExports: shell.sharedExports,
    requiredSingletons: sharedByEveryRemote,
    publishedDigests: new Map(published.files.map((file) => [file.path, file.sha256])),
  });
  if (problems.length > 0 || options.skipSmoke) {
    return {
      problems: [...failing, ...problems],
      skipped: options.skipSmoke ? [SMOKE_RENDER] : [],
    };
  }
  const integrity = integrityOf(
    Object.fromEntries(published.files.map((file) => [file.path, file.sha256])),
  );
  const smoke = await context.smokeRender({
    siteUrl: context.publicUrls.site,
    remote: remote.name,
    candidate: { version, manifest: published.manifestUrl, ...(integrity && { integrity }) },
    pages: routedPages
      .filter((page) => page.remote === remote.name)
      .map((page) => ({ module: page.module, path: page.example })),
    origins: siteOrigins(context, published.manifestUrl),
  });
  return { problems: [...failing, ...smoke], skipped: [] };
}

/**
 * What a page of the site may reach, as its Content-Security-Policy says: the site, its API and
 * the release store (each remote's public URL, and where this version's manifest is).
 */
function siteOrigins(context: ReleaseContext, manifestUrl: string): string[] {
  const { site, api, remotes } = context.publicUrls;
  return [...new Set([site, api, ...Object.values(remotes), manifestUrl].map((url) => new URL(url).origin))];
}
