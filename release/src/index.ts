// The release package's public API: what a release is (registry, store, gate, commands, the
// release service), and the narrow view of it the site server serves pages from.
export { readBuild, type BuildFile } from './build/build-files';
export { cacheControlFor, IMMUTABLE, REVALIDATE, versionedCacheControlFor } from './cache-policy';
export { promote } from './commands/promote';
export { publishBuild } from './commands/publish';
export { publishCurrentBuilds } from './commands/publish-current';
export { withdraw } from './commands/withdraw';
export { CHROMIUM_ARGS, chromiumLaunchOptions } from './gate/chromium';
export { VITAL_LIMITS } from './reports/page-vitals';
export type { ReleasePolicy } from './reports/version-figures';
export { releaseConfigFromEnv, type ReleaseConfig } from './release-config';
export { releaseTickConfigFromEnv, startReleaseTick, type ReleaseTickConfig } from './release-tick';
export {
  findRemote,
  openReleaseContext,
  remotes,
  type ReleaseContext,
  type RemoteInfo,
} from './release-context';
export { registerReleaseService } from './service/release-routes';
export { siteReleaseFrom, type SiteRelease } from './site-view/site-release';
export type { SitePreview } from './site-view/site-preview';
export { DirectoryStorage } from './store/directory-storage';
export { verifyWebhookSignature } from './webhooks/webhook-signature';
