import { openReleaseContext, publishCurrentBuilds } from '@storefront/release';
import { siteConfigFromEnv } from '../site-config';
import { createLogPrinter } from './log-printer';
import { startBanner } from './start-banner';
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

console.log(startBanner(config, site));
