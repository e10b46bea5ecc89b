import { DEMO_ACCOUNT } from '@storefront/api';
import { publishCurrentBuilds } from './commands/publish-current';
import { releaseContextFromEnv } from './release-context';
import { siteConfigFromEnv } from './site-config';
import { startSite } from './start-site';

const release = releaseContextFromEnv();
await publishCurrentBuilds(release, (line) => console.log(line));
const site = await startSite(siteConfigFromEnv(), release);

console.log(`
  Storefront is running

  Site      ${site.siteUrl}
  Catalog   ${site.remoteUrls.catalog_mfe}
  Content   ${site.remoteUrls.content_mfe}
  Account   ${site.remoteUrls.account_mfe}
  API       ${site.apiUrl}/api/v1
  Releases  ${release.storage.location}  (pnpm release status)

  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
  Press Ctrl-C to stop.
`);

const stop = () => {
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
