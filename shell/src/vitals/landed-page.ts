import { pageForPath, type RemoteName } from '@storefront/shared/federation';
import { activeVersion } from '../runtime/remote-versions';

/** The page view whose Core Web Vitals this page reports: the page it landed on, and who rendered it. */
export interface LandedPage {
  remote: RemoteName;
  /** The remote's version this tab ran it with, and the report token the site gave for it. */
  version: string;
  token: string;
  /** The path it landed on: what is measured after the visitor leaves it belongs to other pages. */
  pathname: string;
}

/**
 * The page this page view is about, if its vitals are to be reported: one of a sampled share of
 * page views (`sampleRate`, the runtime configuration's), on a remote's page, of a version the
 * site gave a token for (not a preview or an override, which are not counted).
 */
export function landedPage(
  pathname: string,
  sampleRate: number,
  random = Math.random,
): LandedPage | undefined {
  if (random() >= sampleRate) return undefined;
  const page = pageForPath(pathname);
  const version = page && activeVersion(page.remote);
  if (!page || !version?.reportToken) return undefined;
  return { remote: page.remote, version: version.version, token: version.reportToken, pathname };
}
