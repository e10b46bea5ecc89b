import { announceReady, closeOnExitSignals, serverLimitsFromEnv } from '@storefront/platform';
import { openReleaseContext } from '../release-context';
import { siteConfigFromEnv } from '../site-config';
import { createSiteServer } from '../site-server';

// The site's own origin as a process: pages, registry, configuration, release beacon.
const config = siteConfigFromEnv(process.env);
const release = await openReleaseContext(process.env);
const app = await createSiteServer(config, release, serverLimitsFromEnv(process.env));
closeOnExitSignals(
  async () => {
    await app.close();
    await release.close();
  },
  (error) => app.log.error({ err: error }, 'error while closing'),
);
await app.listen({ port: config.sitePort, host: config.host });
app.log.info({ url: `http://localhost:${config.sitePort}` }, 'site server ready');
announceReady();
