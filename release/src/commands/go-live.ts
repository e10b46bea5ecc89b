import { routedPages, sharedByEveryRemote } from '@storefront/shared/federation';
import { verifyRelease } from '../gate/verify-release';
import { failingTooOften, failureRate, pageLoads } from '../registry/known-good';
import { integrityOf } from '../registry/public-registry';
import { liveVersion } from '../registry/registry-document';
import { deployedShell, type ReleaseContext, type RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from './release-error';

export interface GoLiveOptions {
  force?: boolean;
  /** Go live without rendering the pages in a browser first (recorded in history). */
  skipSmoke?: boolean;
  by: string;
  reason?: string;
}

export interface GoLiveResult {
  remote: string;
  action: 'promote' | 'rollback';
  from: string | undefined;
  to: string;
  forced: boolean;
  problems: string[];
  /** Checks skipped on request. */
  skipped: string[];
}

export interface GateResult {
  problems: string[];
  skipped: string[];
}

export const SMOKE_RENDER = 'smoke render';

/**
 * Runs the gate on a published version, and refuses one browsers reported failing too often; a
 * withdrawn version is refused before either. A version that passes the other checks is then
 * rendered in a browser, page by page, unless the smoke render is skipped.
 */
export async function gate(context: ReleaseContext, remote: RemoteInfo, version: string, options: { skipSmoke?: boolean } = {}): Promise<GateResult> {
  const published = await context.registry.findVersion(remote.name, version);
  if (!published) throw new ReleaseError(`${remote.folder} ${version} is not published.`, EXIT.notFound);
  if (published.withdrawnAt) {
    throw new ReleaseError(`${remote.folder} ${version} was withdrawn on ${published.withdrawnAt} and may never be served again.`, EXIT.refused);
  }
  const stats = (await context.registry.versionStats()).get(remote.name)?.get(version);
  const failing = failingTooOften(stats, context.policy)
    ? [`Browsers reported failures: ${stats!.failures} of ${pageLoads(stats)} page loads (${percent(failureRate(stats))}) failed, above ${percent(context.policy.maxFailureRate)}.`]
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
    return { problems: [...failing, ...problems], skipped: options.skipSmoke ? [SMOKE_RENDER] : [] };
  }
  const integrity = integrityOf(Object.fromEntries(published.files.map((file) => [file.path, file.sha256])));
  const smoke = await context.smokeRender({
    siteUrl: context.publicUrls.site,
    remote: remote.name,
    candidate: { version, manifest: published.manifestUrl, ...(integrity && { integrity }) },
    pages: routedPages.filter((page) => page.remote === remote.name).map((page) => ({ module: page.module, path: page.example })),
  });
  return { problems: [...failing, ...smoke], skipped: [] };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/**
 * Makes a version live. Promote puts it on top of the remote's live stack; rollback pops back
 * down to it. Both pass the gate first and leave one history entry.
 */
export async function goLive(
  context: ReleaseContext,
  remote: RemoteInfo,
  action: GoLiveResult['action'],
  chooseTarget: (stack: string[]) => { version: string; stack: string[] },
  options: GoLiveOptions,
): Promise<GoLiveResult> {
  // The gate reads files only; the decision and the write happen holding the remote's row.
  const current = (await context.registry.liveStacks())[remote.name] ?? [];
  const preview = chooseTarget([...current]);
  const { problems, skipped } = await gate(context, remote, preview.version, options);
  if (problems.length > 0 && !options.force) {
    throw new ReleaseError(`${remote.folder} ${preview.version} did not pass the gate.`, EXIT.refused, problems);
  }
  const forced = problems.length > 0;
  return context.registry.moveLive(remote.name, (stack) => {
    const from = liveVersion({ liveStack: stack });
    const target = chooseTarget(stack);
    if (target.version !== preview.version) {
      throw new ReleaseError(`${remote.folder} changed while the gate ran (now ${from ?? 'nothing'} is live); run the command again.`, EXIT.refused);
    }
    return {
      stack: target.stack,
      entry: { version: target.version, action, by: options.by, reason: options.reason, skipped, ...(forced && { forced, problems }) },
      result: { remote: remote.folder, action, from, to: target.version, forced, problems, skipped },
    };
  });
}
