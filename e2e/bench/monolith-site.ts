import { buildServer, prepareApiDatabase, type ApiTables } from '@storefront/api';
import { connect, MAINTENANCE_TIMEOUTS, originOf } from '@storefront/platform';
import type { SiteRelease } from '@storefront/release';
import { createSiteServer, type SiteConfig } from '@storefront/site-server';

export interface RunningMonolith {
  siteUrl: string;
  apiUrl: string;
  close: () => Promise<void>;
}

/** A site without releases: its registry names no remote, and nothing is ever published. */
const noReleases: SiteRelease = {
  registryFor: async () => ({ remotes: {} }),
  liveViewHealth: () => ({ stale: false, ageMs: 0, staleAnswers: 0 }),
  integrity: async () => undefined,
  fetchFile: async () => undefined,
  previewLink: async () => ({ preview: { refused: 'invalid' } }),
  withReportTokens: async (registry) => registry,
  recordReport: async () => ({ status: 'refused', reason: 'forged' }),
};

/**
 * Serves `pnpm build:monolith` (shell/dist-monolith) with the same API, for the benchmark: one
 * process, as a monolith would be, on the database the config names. Its site server is the
 * real one (createSiteServer), rendering from the monolith's server build (every page built in).
 */
export async function startMonolithSite(
  config: SiteConfig & { databaseUrl: string },
): Promise<RunningMonolith> {
  const siteUrl = originOf(config.sitePort);
  const apiUrl = originOf(config.apiPort);
  const db = connect<ApiTables>({ url: config.databaseUrl });
  const servers: Array<{ close: () => Promise<unknown> }> = [{ close: () => db.destroy() }];
  const close = async () => {
    await Promise.allSettled(servers.reverse().map((server) => server.close()));
  };
  try {
    const maintenance = connect<ApiTables>({ url: config.databaseUrl, ...MAINTENANCE_TIMEOUTS, maxConnections: 1 });
    await prepareApiDatabase(maintenance, { productCount: config.productCount }).finally(() => maintenance.destroy());
    const api = await buildServer({ db, allowedOrigins: [siteUrl] });
    servers.push(api);
    await api.listen({ port: config.apiPort, host: config.host });
    // Logged as the federated site server logs, into nothing: the bench's output stays readable.
    const site = await createSiteServer(config, noReleases, {
      build: 'monolith',
      logStream: { write: () => undefined },
    });
    servers.push(site);
    await site.listen({ port: config.sitePort, host: config.host });
  } catch (error) {
    await close();
    throw error;
  }
  return { siteUrl, apiUrl, close };
}
