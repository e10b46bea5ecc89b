import { DEMO_ACCOUNT } from '@storefront/api';
import { siteConfigFromEnv } from './site-config';
import { startSite } from './start-site';

const site = await startSite(siteConfigFromEnv());

console.log(`
  Storefront is running

  Site      ${site.siteUrl}
  Catalog   ${site.remoteUrls.catalog_mfe}
  Content   ${site.remoteUrls.content_mfe}
  Account   ${site.remoteUrls.account_mfe}
  API       ${site.apiUrl}/api/v1

  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
  Press Ctrl-C to stop.
`);

const stop = () => {
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
