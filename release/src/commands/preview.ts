import { escapeUnprintable } from '@storefront/platform';
import { findRemote as findInContract, remoteDeclaration } from '@storefront/shared/federation';
import { paths } from '@storefront/shared/paths';
import type { PreviewLink } from '../preview/preview-links';
import type { ReleaseContext, RemoteInfo } from '../release-context';
import { EXIT, ReleaseError } from '../release-error';

/** A link lives a week unless told otherwise: long enough for a review, short enough to forget. */
export const DEFAULT_PREVIEW_EXPIRY_S = 7 * 24 * 60 * 60;
/** And a month at most: a link shared further than meant stops working by itself. */
export const MAX_PREVIEW_EXPIRY_S = 30 * 24 * 60 * 60;

export interface PreviewOptions {
  by: string;
  reason?: string;
  /** Seconds from now; DEFAULT_PREVIEW_EXPIRY_S when absent. */
  expiresInS?: number;
}

/** A link just made: the only time its URL is shown. */
export interface PreviewResult {
  id: string;
  remote: string;
  version: string;
  expiresAt: string;
  url: string;
}

/** A link as `preview --list` shows it: `state` is what following it does now. */
export interface PreviewListing extends Omit<PreviewLink, 'withdrawn'> {
  state: 'open' | 'expired' | 'revoked' | 'withdrawn';
}

export const isPreviewExpiry = (seconds: number) => Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_PREVIEW_EXPIRY_S;

const folderOf = (remote: string) => {
  const name = findInContract(remote);
  return name ? remoteDeclaration(name).folder : remote;
};

export async function createPreview(context: ReleaseContext, remote: RemoteInfo, version: string, options: PreviewOptions): Promise<PreviewResult> {
  const expiresInS = options.expiresInS ?? DEFAULT_PREVIEW_EXPIRY_S;
  if (!isPreviewExpiry(expiresInS)) throw new ReleaseError(`A preview link expires within 1 second to 30 days, not ${expiresInS} s.`, EXIT.usage);
  const made = await context.previews.create({
    remote: remote.name,
    version,
    expiresAt: new Date(Date.now() + expiresInS * 1000),
    by: options.by,
    reason: options.reason,
  });
  if (made === 'unknown') throw new ReleaseError(`${remote.folder} ${version} is not published.`, EXIT.notFound);
  if (made === 'withdrawn') throw new ReleaseError(`${remote.folder} ${version} is withdrawn: it is served to nobody, previews included.`, EXIT.refused);
  const { link, token } = made;
  return { id: link.id, remote: remote.folder, version, expiresAt: link.expiresAt, url: `${context.publicUrls.site}${paths.preview(token)}` };
}

function listingOf({ withdrawn, ...link }: PreviewLink, now: Date): PreviewListing {
  const state = link.revokedAt ? 'revoked' : withdrawn ? 'withdrawn' : new Date(link.expiresAt) <= now ? 'expired' : 'open';
  return { ...link, remote: folderOf(link.remote), state };
}

export async function listPreviews(context: ReleaseContext, now = new Date()): Promise<PreviewListing[]> {
  return (await context.previews.list()).map((link) => listingOf(link, now));
}

export async function revokePreview(context: ReleaseContext, id: string, options: { by: string; reason?: string }): Promise<PreviewListing> {
  const outcome = await context.previews.revoke(id, options);
  if (outcome === 'unknown') throw new ReleaseError(`There is no preview link ${id}.`, EXIT.notFound);
  if (outcome === 'already') throw new ReleaseError(`Preview link ${id} is revoked already.`, EXIT.refused);
  return listingOf(outcome, new Date());
}

/** One line per link; names are escaped where unprintable, so none can drive the terminal. */
export function formatPreviews(links: PreviewListing[]): string {
  if (links.length === 0) return '(no preview links)';
  return links
    .map((link) => {
      const revoked = link.revokedAt ? ` by ${link.revokedBy ?? '?'} at ${link.revokedAt}` : '';
      return escapeUnprintable(`${link.id.padStart(4)}  ${link.remote} ${link.version}  ${link.state}${revoked}  until ${link.expiresAt}  made by ${link.createdBy} ${link.createdAt}`);
    })
    .join('\n');
}
