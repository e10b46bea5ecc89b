export { publishCurrentBuilds } from './commands/publish-current';
export { releaseContextFromEnv, type ReleaseContext } from './release-context';
export { siteConfigFromEnv, REMOTES, type RemoteName, type SiteConfig } from './site-config';
export { startSite, type RunningSite, type ServerName } from './start-site';
export { startMonolithSite, type RunningMonolith } from './start-monolith-site';
