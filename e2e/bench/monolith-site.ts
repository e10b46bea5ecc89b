import path from 'node:path';
import { buildServer, prepareApiDatabase, type ApiTables } from '@storefront/api';
import { connect } from '@storefront/platform';
import {
  createPageStatus,
  createServerRendering,
  createShellPage,
  createStaticOrigin,
  originOf,
  pageSecurityHeaders,
  renderedPages,
  type SiteConfig,
} from '@storefront/release';

export interface RunningMonolith {
  siteUrl: string;
  apiUrl: string;
  close: () => Promise<void>;
}

/**
 * Serves `pnpm build:monolith` (shell/dist-monolith) with the same API, for the benchmark: one
 * process, as a monolith would be, on the database the config names. Its pages are rendered on
 * the server like the federated site's, from its own server build (every page built in).
 */
export async function startMonolithSite(config: SiteConfig & { databaseUrl: string }): Promise<RunningMonolith> {
  const siteUrl = originOf(config.sitePort);
  const apiUrl = originOf(config.apiPort);
  const db = connect<ApiTables>({ url: config.databaseUrl });
  const servers: Array<{ close: () => Promise<unknown> }> = [{ close: () => db.destroy() }];
  const close = async () => {
    await Promise.allSettled(servers.reverse().map((server) => server.close()));
  };
  try {
    await prepareApiDatabase(db, { productCount: config.productCount });
    const api = await buildServer({ db, allowedOrigins: [siteUrl] });
    servers.push(api);
    await api.listen({ port: config.apiPort, host: config.host });
    const root = path.join(config.root, 'shell', 'dist-monolith');
    const registry = () => ({ remotes: {} });
    const runtimeConfig = () => ({ apiBaseUrl: apiUrl, siteUrl, contactEmail: config.contactEmail, contactPhone: config.contactPhone });
    const serverRendering = createServerRendering({ shellRoot: root, config: runtimeConfig(), integrity: async () => undefined, pagesBuiltIn: true });
    const pageStatus = createPageStatus({ apiBaseUrl: apiUrl });
    const renderPage = createShellPage({
      templatePath: path.join(root, 'index.html'),
      paintFirstPath: path.join(root, 'server', 'paint-first.html'),
      config: runtimeConfig,
      preconnect: [apiUrl],
      apiBaseUrl: apiUrl,
      manifest: async () => undefined,
    });
    const site = await createStaticOrigin({
      root,
      spaFallback: true,
      // The same pages as the federated site's, with nothing to preload: every page is in its code.
      ...renderedPages({ registry, shellPage: renderPage, serverRendering, pageStatus }),
      documents: { '/registry.json': registry, '/config.json': runtimeConfig },
      headers: () => pageSecurityHeaders({ remotes: [], api: apiUrl }),
      serveDebugFiles: config.serveDebugFiles,
    });
    servers.push(site);
    await site.listen({ port: config.sitePort, host: config.host });
  } catch (error) {
    await close();
    throw error;
  }
  return { siteUrl, apiUrl, close };
}
