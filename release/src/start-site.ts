import path from 'node:path';
import { readFileSync } from 'node:fs';
import { buildServer } from '@storefront/api';
import type { FastifyInstance } from 'fastify';
import { originOf, REMOTES, type RemoteName, type SiteConfig } from './site-config';
import { createStaticOrigin } from './static-origin';

export interface RunningSite {
  siteUrl: string;
  apiUrl: string;
  remoteUrls: Record<RemoteName, string>;
  /** Stops one remote's server, as an outage would (used by failure tests). */
  stopRemote: (name: RemoteName) => Promise<void>;
  /** Starts a stopped remote's server again. */
  startRemote: (name: RemoteName) => Promise<void>;
  close: () => Promise<void>;
}

function builtVersion(distDir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as {
      metaData?: { buildInfo?: { buildVersion?: string } };
    };
    return manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Starts the API, each remote on its own origin, and the shell with its registry document. */
export async function startSite(config: SiteConfig): Promise<RunningSite> {
  const siteUrl = originOf(config.sitePort);
  const apiUrl = originOf(config.apiPort);
  const remoteUrls = Object.fromEntries(
    REMOTES.map((remote) => [remote.name, originOf(config.remotePorts[remote.name])]),
  ) as Record<RemoteName, string>;

  const registry = () => ({
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [
        remote.name,
        {
          version: builtVersion(path.join(config.root, remote.folder, 'dist')),
          manifest: `${remoteUrls[remote.name]}/mf-manifest.json`,
        },
      ]),
    ),
  });
  const runtimeConfig = () => ({
    apiBaseUrl: apiUrl,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
  });

  const servers = new Map<string, FastifyInstance>();
  const listen = async (key: string, server: FastifyInstance, port: number) => {
    servers.set(key, server);
    await server.listen({ port, host: config.host });
  };

  const startRemote = async (name: RemoteName) => {
    const remote = REMOTES.find((entry) => entry.name === name);
    if (!remote || servers.has(name)) return;
    const server = await createStaticOrigin({
      root: path.join(config.root, remote.folder, 'dist'),
      corsOrigins: [siteUrl],
    });
    await listen(name, server, config.remotePorts[name]);
  };

  try {
    const siteOrigins = [siteUrl, ...Object.values(remoteUrls)];
    await listen('api', await buildServer({ allowedOrigins: siteOrigins }), config.apiPort);
    for (const remote of REMOTES) await startRemote(remote.name);
    const shell = await createStaticOrigin({
      root: path.join(config.root, 'shell', 'dist'),
      spaFallback: true,
      documents: { '/registry.json': registry, '/config.json': runtimeConfig },
    });
    await listen('shell', shell, config.sitePort);
  } catch (error) {
    await Promise.allSettled([...servers.values()].map((server) => server.close()));
    throw error;
  }

  return {
    siteUrl,
    apiUrl,
    remoteUrls,
    stopRemote: async (name) => {
      await servers.get(name)?.close();
      servers.delete(name);
    },
    startRemote,
    close: async () => {
      await Promise.allSettled([...servers.values()].map((server) => server.close()));
      servers.clear();
    },
  };
}
