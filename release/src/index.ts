export { publishCurrentBuilds } from './commands/publish-current';
export { createShellPage } from './page/shell-page';
export { openReleaseContext, type ReleaseContext } from './release-context';
export { pageSecurityHeaders } from './security-headers';
export { originOf, siteConfigFromEnv, siteConfigToEnv, type SiteConfig } from './site-config';
export { startSite, type RunningSite, type ServerName } from './start-site';
export { createStaticOrigin } from './static-origin';
export { CHROMIUM_ARGS, chromiumLaunchOptions } from './gate/chromium';
