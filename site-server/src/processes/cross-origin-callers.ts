import { originOf } from '@storefront/platform';
import type { SiteConfig } from '../site-config';

const originsOf = (urls: readonly string[]) => urls.map((url) => new URL(url).origin);

/**
 * The pages that read the remotes' files from another origin: the site's, where its public URL
 * says and where this machine serves it, and the development origins it allows (OVERRIDE_ORIGINS),
 * where a partial `pnpm dev` shell runs the site's published remotes. No other origin is named.
 */
export function remoteReaders(config: SiteConfig): string[] {
  return [...new Set([originOf(config.sitePort), ...originsOf([config.publicUrls.site, ...config.overrideOrigins])])];
}

/** Who may call the API from a browser: the remotes' readers, and the remotes' own origins (their harness pages). */
export function apiCallers(config: SiteConfig): string[] {
  return [...new Set([...remoteReaders(config), ...originsOf(Object.values(config.publicUrls.remotes))])];
}
