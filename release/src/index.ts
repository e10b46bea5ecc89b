export { siteConfigFromEnv, REMOTES, type RemoteName, type SiteConfig } from './site-config';
export { startSite, type RunningSite, type ServerName } from './start-site';
