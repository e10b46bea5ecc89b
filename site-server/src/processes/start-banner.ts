import { API_PREFIX } from '@storefront/shared/api-paths';
import { DEMO_ACCOUNT } from '@storefront/api';
import { remotes } from '@storefront/release';
import type { SiteConfig } from '../site-config';
import type { RunningSite } from './start-site';

/** Where browsers reach a part (its public URL), and this machine's port when that is elsewhere. */
const place = (publicUrl: string, local: string) => (publicUrl === local ? publicUrl : `${publicUrl}  (this machine: ${local})`);

/** What `pnpm serve` prints once the site serves: its public addresses first, as visitors reach it. */
export function startBanner(config: SiteConfig, site: Pick<RunningSite, 'siteUrl' | 'apiUrl' | 'consoleUrl' | 'remoteUrls'>): string {
  const { publicUrls } = config;
  return `
  Storefront is running

  Site          ${place(publicUrls.site, site.siteUrl)}
${remotes.map((remote) => `  ${remote.folder.padEnd(13)} ${site.remoteUrls[remote.name]}`).join('\n')}
  API           ${place(`${publicUrls.api}${API_PREFIX}`, `${site.apiUrl}${API_PREFIX}`)}
  Database      ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL, files in ${config.dataDir}/postgres`}
  Releases      ${config.releaseStore}  (pnpm release status)
  Release API   ${publicUrls.site}/release-api/v1  (RELEASING.md)
  Console       ${site.consoleUrl}  (sign in with a release token: pnpm release token create)
  Gate worker   http://localhost:${config.releaseWorkerPort}/ready  (runs the release gate)

  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
  Press Ctrl-C to stop.
`;
}
