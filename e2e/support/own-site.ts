import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, proxyDatabase, type DatabaseProxy } from '@storefront/platform/testing';
import { openReleaseContext, publishCurrentBuilds } from '@storefront/release';
import { siteConfigFromEnv, siteConfigToEnv, startSite, type RunningSite } from '@storefront/site-server';

export interface OwnSite {
  site: RunningSite;
  /** The environment release commands need to act on this site (its store and database). */
  releaseEnv: NodeJS.ProcessEnv;
  storeDir: string;
  /** What stands between the site and its database, when the journey asked for it (to stop or freeze it). */
  databaseProxy?: DatabaseProxy;
  close: () => Promise<void>;
}

/** A fresh database on the journeys' PostgreSQL server (see database-server.ts). */
export function ownDatabase() {
  const adminUrl = process.env.E2E_DATABASE_ADMIN_URL;
  if (!adminUrl) throw new Error('E2E_DATABASE_ADMIN_URL is not set: run the journeys through playwright.config.ts.');
  return createTestDatabase({ name: 'the journeys’ server', adminUrl });
}

/**
 * A site of a journey's own: its own processes, ports, release store and database (one version
 * of each remote, so no last-known-good fallback hides a fault). The journey may stop, start or
 * kill any of its processes. `prepare` may publish and promote once the site serves, before the
 * journey starts.
 */
export async function startOwnSite(
  port: number,
  options: { env?: NodeJS.ProcessEnv; prepare?: (releaseEnv: NodeJS.ProcessEnv) => Promise<void>; proxyDatabase?: boolean } = {},
): Promise<OwnSite> {
  // Two checkouts can run their journeys at once when one of them moves its own sites' ports.
  const sitePort = port + Number(process.env.E2E_PORT_OFFSET ?? 0);
  const storeDir = await mkdtemp(path.join(tmpdir(), 'e2e-site-'));
  const database = await ownDatabase();
  const databaseProxy = options.proxyDatabase ? await proxyDatabase(database.url) : undefined;
  // A journey's browsers all report from one address, faster than any visitor: the beacon's
  // per-address limit (tested in the site's own tests) is raised out of their way.
  const config = siteConfigFromEnv({ PORT: String(sitePort), RELEASE_STORE: storeDir, DATABASE_URL: databaseProxy?.url ?? database.url, BEACON_REPORTS_PER_MINUTE: '100000', ...options.env });
  const releaseEnv = { ...process.env, ...siteConfigToEnv(config) };
  const site = await startSite(config, {
    // A crash or restart is worth seeing in a journey's output; the request lines are not.
    onEvent: (name, message) => console.log(`[site :${sitePort}] ${name} ${message}`),
    whenServing: async () => {
      const release = await openReleaseContext(releaseEnv);
      try {
        await publishCurrentBuilds(release, () => undefined);
      } finally {
        await release.close();
      }
      await options.prepare?.(releaseEnv);
    },
  });
  return {
    site,
    releaseEnv,
    storeDir,
    databaseProxy,
    close: async () => {
      await site.close();
      await databaseProxy?.close();
      await database.drop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
