import { createTestDatabase } from '@storefront/platform/testing';
import { openReleaseContext, publishCurrentBuilds } from '@storefront/release';
import { siteConfigFromEnv, siteConfigToEnv, startSite } from '@storefront/site-server';

/**
 * A site on a database of its own on the bench's PostgreSQL server (`adminUrl`), its releases
 * published into the shared store `storeDir` and made live.
 */
export async function startBenchSite(adminUrl: string, storeDir: string, port: number, extra: NodeJS.ProcessEnv = {}) {
  const database = await createTestDatabase({ name: 'bench', adminUrl });
  // Source maps are served: the bench splits each script's bytes by package with them.
  const config = siteConfigFromEnv({ PORT: String(port), RELEASE_STORE: storeDir, DATABASE_URL: database.url, SERVE_DEBUG_FILES: '1', ...extra });
  const releaseEnv = siteConfigToEnv(config);
  const site = await startSite(config, {
    whenServing: async () => {
      const release = await openReleaseContext(releaseEnv);
      await publishCurrentBuilds(release, () => undefined).finally(() => release.close());
    },
  });
  return Object.assign(site, { databaseUrl: database.url, dropDatabase: database.drop, releaseEnv });
}
