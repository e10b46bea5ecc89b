import { DEMO_ACCOUNT } from '@storefront/api';
import { API_PREFIX } from '@storefront/shared/api-paths';
import { openReleaseContext, publishCurrentBuilds, remotes } from '@storefront/release';
import { siteConfigFromEnv } from '../site-config';
import { createLogPrinter } from './log-printer';
import { startSite } from './start-site';

// `pnpm serve` (and `pnpm start`): the site's processes, supervised, their logs in one stream.
const config = siteConfigFromEnv();
const print = createLogPrinter({ color: process.stdout.isTTY, write: (text) => process.stdout.write(text) });
const say = (line: string) => print('start', line);

const site = await startSite(config, {
  onLine: print,
  onEvent: (name, message) => say(`${name} ${message}`),
  whenServing: async (databaseUrl) => {
    const release = await openReleaseContext({ ...process.env, DATABASE_URL: databaseUrl });
    try {
      await publishCurrentBuilds(release, say);
    } finally {
      await release.close();
    }
  },
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  void site.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`
  Storefront is running

  Site          ${site.siteUrl}
${remotes.map((remote) => `  ${remote.folder.padEnd(13)} ${site.remoteUrls[remote.name]}`).join('\n')}
  API           ${site.apiUrl}${API_PREFIX}
  Database      ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL, files in ${config.dataDir}/postgres`}
  Releases      ${config.releaseStore}  (pnpm release status)
  Release API   ${site.siteUrl}/release-api/v1  (RELEASING.md)
  Console       ${site.consoleUrl}  (sign in with a release token: pnpm release token create)
  Gate worker   http://localhost:${config.releaseWorkerPort}/ready  (runs the release gate)

  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
  Press Ctrl-C to stop.
`);
