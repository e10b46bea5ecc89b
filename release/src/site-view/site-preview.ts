import type { RegistryPreview, VersionRef } from '@storefront/shared/federation';
import type { PreviewLinks } from '../preview/preview-links';
import { integrityOf } from '../registry/public-registry';

/** What the site makes of a visitor's preview link. */
export interface SitePreview {
  /** What their registry says of the link (the banner's words). */
  preview: RegistryPreview;
  /** The version's entry in their registry, when the link opens it: as published, with its integrity. */
  entry?: VersionRef;
}

export function sitePreviewFrom(previews: Pick<PreviewLinks, 'check'>): (token: string) => Promise<SitePreview> {
  return async (token) => {
    const check = await previews.check(token);
    if (!check.ok) {
      const { ok: _open, ...refused } = check;
      return { preview: refused };
    }
    const { remote, version, expiresAt } = check;
    const integrity = integrityOf(Object.fromEntries(check.files.map((file) => [file.path, file.sha256])));
    return { preview: { remote, version, expiresAt }, entry: { version, manifest: check.manifestUrl, ...(integrity && { integrity }) } };
  };
}
