import { announceReady, closeOnExitSignals, operationsFromEnv, serverLimitsFromEnv } from '@storefront/platform';
import { openReleaseContext, registerReleaseService, siteReleaseFrom } from '@storefront/release';
import { siteConfigFromEnv } from '../site-config';
import { createSiteServer } from '../site-server';

// The site's own origin as a process: pages, registry, configuration, release beacon, and the
// release service teams' pipelines call. Its gate runs are queued for the release worker: no
// browser runs beside the pages.
const config = siteConfigFromEnv(process.env);
const release = await openReleaseContext(process.env, { gate: 'worker' });
const siteRelease = siteReleaseFrom(release, { staleViewMaxMs: config.staleViewMaxMs });
// Ready once it has the registry's view to serve pages from.
const operations = operationsFromEnv(process.env, () =>
  siteRelease.registryFor(undefined).then(
    () => undefined,
    () => 'registry unavailable',
  ),
);
const app = await createSiteServer(config, siteRelease, {
  limits: serverLimitsFromEnv(process.env),
  operations,
  routes: (site) => registerReleaseService(site, release),
});
closeOnExitSignals(
  async () => {
    await app.close();
    await release.close();
  },
  (error) => app.log.error({ err: error }, 'error while closing'),
  operations,
);
await app.listen({ port: config.sitePort, host: config.host });
app.log.info({ url: config.publicUrls.site, port: config.sitePort }, 'site server ready');
announceReady();
