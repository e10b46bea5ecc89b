import { useHydrated } from '@storefront/shared';
import { remoteTitle, type RemoteName } from '@storefront/shared/federation';
import { OVERRIDE_PARAM, storeOverrides } from '../runtime/overrides';
import { activeOverrides } from '../runtime/remote-versions';
import { BannerRow } from './banner-row';
import { PreviewNotice } from './preview-notice';
import { RefusedOverridesNotice } from './refused-overrides-notice';

/** Ends every override: forgotten for the session, and this page loaded again without them. */
function leaveOverrides(): void {
  try {
    storeOverrides(window.sessionStorage, {});
  } catch {
    // Without storage the override lived in this page's address only.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.location.assign(url.href);
}

function OverrideNotice() {
  const overrides = Object.entries(activeOverrides()) as [RemoteName, { label: string }][];
  if (overrides.length === 0) return null;
  return (
    <BannerRow label="Override in force" action="Leave override" onAction={leaveOverrides}>
      This browser session runs {overrides.map(([name, override]) => `${remoteTitle(name)} from ${override.label}`).join(', ')} instead of the live
      version.
    </BannerRow>
  );
}

/**
 * Says, on every page, that this browser runs something other than the live site (a preview
 * link's version, a developer's override) or that what it asked for was refused and why, each
 * with the way out. Shown once the page is the browser's: the server renders every visitor's
 * first view alike, and knows nothing of this browser's session.
 */
export function OverrideBanner() {
  if (!useHydrated()) return null;
  return (
    <>
      <PreviewNotice />
      <OverrideNotice />
      <RefusedOverridesNotice />
    </>
  );
}
