import type { Registry, RemoteName } from '@storefront/shared/federation';
import { rollBackFailingCanary } from '../commands/auto-rollback';
import type { AutoRollback } from '../registry/canary-store';
import { createLiveViewCache } from '../registry/live-view-cache';
import { publicRegistry } from '../registry/public-registry';
import type { ReleaseContext } from '../release-context';
import { publishedIntegrity } from './published-integrity';
import { sitePreviewFrom, type SitePreview } from './site-preview';

/**
 * What the site server needs of the release system, and nothing more: the registry each visitor
 * runs, what a published version's files are, and where browsers' reports go.
 */
export interface SiteRelease {
  /**
   * The registry a visitor runs: each remote's live version, or its canary for a visitor whose
   * bucket falls in the canary's share (no canary without a bucket).
   */
  registryFor(bucket: number | undefined): Promise<Registry>;
  /** A published version's files as Subresource Integrity values (path → value); undefined when unknown. */
  integrity(remote: string, version: string): Promise<Record<string, string> | undefined>;
  /** A published file by the URL browsers read it at (a manifest); undefined when it is not there. */
  fetchFile(url: string): Promise<Buffer | undefined>;
  /** What a preview link's token opens for the visitor who followed it, or why it opens the live site. */
  previewLink(token: string): Promise<SitePreview>;
  /**
   * A browser's report that a page ran a version (`load`) or could not (`failure`); reports on
   * unpublished versions are ignored. Resolves to the canary the report ended, if it ended one.
   */
  recordReport(
    remote: RemoteName,
    version: string,
    outcome: 'load' | 'failure',
  ): Promise<AutoRollback | undefined>;
}

/**
 * The site's view of a release context. The live view is shared by every request of a process
 * and read again once a release moves (live-view-cache.ts); integrity is read once per version.
 */
export function siteReleaseFrom(context: ReleaseContext): SiteRelease {
  const liveView = createLiveViewCache({
    read: () => context.registry.liveView(context.policy),
    generation: () => context.registry.generation(),
  });
  return {
    registryFor: async (bucket) =>
      publicRegistry(await liveView(), context.publicUrls.remotes, bucket),
    integrity: publishedIntegrity(context.registry),
    fetchFile: (url) => context.fetchFile(url),
    previewLink: sitePreviewFrom(context.previews),
    recordReport: async (remote, version, outcome) =>
      (await context.registry.recordOutcome(remote, version, outcome))
        ? rollBackFailingCanary(context, remote, version)
        : undefined,
  };
}
