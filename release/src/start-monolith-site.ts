import path from 'node:path';
import { buildServer } from '@storefront/api';
import type { FastifyInstance } from 'fastify';
import { pageSecurityHeaders } from './security-headers';
import { originOf, type SiteConfig } from './site-config';
import { createStaticOrigin } from './static-origin';

export interface RunningMonolith {
  siteUrl: string;
  apiUrl: string;
  close: () => Promise<void>;
}

/** Serves `pnpm build:monolith` (shell/dist-monolith) with the same API, for the benchmark. */
export async function startMonolithSite(config: SiteConfig): Promise<RunningMonolith> {
  const siteUrl = originOf(config.sitePort);
  const apiUrl = originOf(config.apiPort);
  const servers: FastifyInstance[] = [];
  const close = async () => {
    await Promise.allSettled(servers.map((server) => server.close()));
  };
  try {
    const api = await buildServer({ allowedOrigins: [siteUrl], productCount: config.productCount, dataDir: config.dataDir });
    servers.push(api);
    await api.listen({ port: config.apiPort, host: config.host });
    const site = await createStaticOrigin({
      root: path.join(config.root, 'shell', 'dist-monolith'),
      spaFallback: true,
      documents: {
        '/registry.json': () => ({ remotes: {} }),
        '/config.json': () => ({ apiBaseUrl: apiUrl, contactEmail: config.contactEmail, contactPhone: config.contactPhone }),
      },
      headers: () => pageSecurityHeaders({ remotes: [], api: apiUrl }),
    });
    servers.push(site);
    await site.listen({ port: config.sitePort, host: config.host });
  } catch (error) {
    await close();
    throw error;
  }
  return { siteUrl, apiUrl, close };
}
