// The release package's public API: what a release is (registry, store, gate, commands, the
// release service), and the narrow views of it the site server serves pages from and the release
// console acts through.
export { readBuild, type BuildFile } from './build/build-files';
export type { VersionSource } from './build/version-source';
export { cacheControlFor, IMMUTABLE, REVALIDATE, versionedCacheControlFor } from './cache-policy';
export type { CanaryStatus, Figures, RemoteStatus } from './commands/status';
export { promote } from './commands/promote';
export { publishBuild } from './commands/publish';
export { publishCurrentBuilds } from './commands/publish-current';
export { withdraw } from './commands/withdraw';
export {
  CONSOLE_OPERATIONS,
  type ConsoleAction,
  type ConsoleActionResult,
  type ConsoleOperation,
} from './console-view/console-action';
export { consoleReleaseFrom, NotAllowed, type ConsoleRelease } from './console-view/console-release';
export { migrateRegistry } from './registry/migrate-registry';
export type { HistoryAction, HistoryEntry } from './registry/registry-document';
export { VITAL_LIMITS } from './reports/page-vitals';
export type { HourlyFigures } from './reports/report-store';
export type { HourlyVitals } from './reports/vitals-store';
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
export { EXIT, ReleaseError } from './release-error';
export { registerReleaseService } from './service/release-routes';
export type { ReleaseToken, TokenRole } from './service/token-store';
export { LiveViewUnavailable, type LiveViewHealth } from './site-view/last-live-view';
export { DEFAULT_STALE_VIEW_MAX_MS, siteReleaseFrom, type SiteRelease, type SiteReleaseOptions } from './site-view/site-release';
export type { SitePreview } from './site-view/site-preview';
export { DirectoryStorage } from './store/directory-storage';
export { verifyWebhookSignature } from './webhooks/webhook-signature';
