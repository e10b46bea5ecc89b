import { paths } from '@storefront/shared';
import { isRefusedPreview, isRemoteName, remoteTitle, type PreviewRefusal, type RefusedPreview } from '@storefront/shared/federation';
import { previewState } from '../runtime/remote-versions';
import { BannerRow } from './banner-row';

const REFUSALS: Record<PreviewRefusal, (named: string) => string> = {
  expired: () => 'This preview link has expired.',
  revoked: () => 'This preview link was revoked.',
  withdrawn: (named) => `The version this preview link opens${named} was withdrawn.`,
  invalid: () => 'This preview link is not valid on this site.',
  unavailable: () => 'This preview link could not be checked just now.',
};

/** Why the site shows its live versions instead of the link's, in words. */
export function refusalText(preview: RefusedPreview): string {
  const named = preview.remote && preview.version ? ` (${remoteTitle(preview.remote)} ${preview.version})` : '';
  const because = Object.hasOwn(REFUSALS, preview.refused) ? REFUSALS[preview.refused as PreviewRefusal](named) : 'This preview link cannot be opened.';
  return `${because} You are seeing the live site.`;
}

/** Ends the preview on the server (its cookie is out of scripts' reach) and comes back here. */
function leavePreview(): void {
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(`${paths.leavePreview()}?to=${encodeURIComponent(here)}`);
}

/**
 * Names the version a preview link opened on this site, or says why the live site is shown
 * instead, with the way out: a preview must never pass for the real site.
 */
export function PreviewNotice() {
  const preview = previewState();
  if (!preview) return null;
  if (isRefusedPreview(preview)) {
    return (
      <BannerRow label="Preview" action="Dismiss" onAction={leavePreview}>
        {refusalText(preview)}
      </BannerRow>
    );
  }
  const until = new Date(preview.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const remote = isRemoteName(preview.remote) ? remoteTitle(preview.remote) : preview.remote;
  return (
    <BannerRow label="Preview" action="Leave preview" onAction={leavePreview}>
      You are previewing {remote} {preview.version}, not the live version, through a preview link that works until {until}.
    </BannerRow>
  );
}
