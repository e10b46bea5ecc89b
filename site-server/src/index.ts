// The site server's public API: the server that serves and renders every page, its
// configuration, and a whole site started as its separate processes.
export {
  startSite,
  type RunningSite,
  type ServerName,
  type StartSiteOptions,
} from './processes/start-site';
export {
  DEFAULT_BEACON_REPORTS_PER_MINUTE,
  siteConfigFromEnv,
  siteConfigToEnv,
  type SiteConfig,
} from './site-config';
export { createSiteServer, type SiteServerOptions } from './site-server';
