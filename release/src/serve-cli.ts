import { DEMO_ACCOUNT } from '@storefront/api';
import { API_PREFIX } from '@storefront/shared/api-paths';
import { publishCurrentBuilds } from './commands/publish-current';
import { releaseContextFromEnv, remotes } from './release-context';
import { siteConfigFromEnv } from './site-config';
import { startSite } from './start-site';

const release = releaseContextFromEnv();
await publishCurrentBuilds(release, (line) => console.log(line));
const site = await startSite(siteConfigFromEnv(), release);

console.log(`
  Storefront is running

  Site          ${site.siteUrl}
${remotes.map((remote) => `  ${remote.folder.padEnd(13)} ${site.remoteUrls[remote.name]}`).join('\n')}
  API           ${site.apiUrl}${API_PREFIX}
  Releases      ${release.storage.location}  (pnpm release status)

  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
  Press Ctrl-C to stop.
`);

const stop = () => {
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
