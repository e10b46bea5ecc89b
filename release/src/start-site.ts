import path from 'node:path';
import { buildServer } from '@storefront/api';
import { remoteNames, type RemoteName } from '@storefront/shared/federation';
import type { FastifyInstance } from 'fastify';
import { versionedCacheControlFor } from './cache-policy';
import { registerReleaseBeacon } from './release-beacon';
import { pageSecurityHeaders } from './security-headers';
import { publicRegistry } from './registry/public-registry';
import { findRemote, type ReleaseContext } from './release-context';
import { originOf, type SiteConfig } from './site-config';
import { cachedManifests, createShellPage } from './page/shell-page';
import { createStaticOrigin } from './static-origin';

/** The servers a site is made of; each can be stopped and started again to simulate an outage. */
export type ServerName = RemoteName | 'api' | 'shell';

export interface RunningSite {
  siteUrl: string;
  apiUrl: string;
  remoteUrls: Record<RemoteName, string>;
  /** Stops one server, as an outage would (used by failure tests). */
  stop: (name: ServerName) => Promise<void>;
  /** Starts a stopped server again on its port. */
  start: (name: ServerName) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Starts the API, the shell with its registry document, and each remote's origin serving that
 * remote's folder of the release store (`/<version>/…`), so release commands act on this site.
 */
export async function startSite(config: SiteConfig, release: ReleaseContext): Promise<RunningSite> {
  const siteUrl = originOf(config.sitePort);
  const apiUrl = originOf(config.apiPort);
  const remoteUrls = Object.fromEntries(
    remoteNames.map((name) => [name, originOf(config.remotePorts[name])]),
  ) as Record<RemoteName, string>;

  const registry = async () => publicRegistry(await release.registry.read(), remoteUrls);
  // The policy follows the registry: a remote moved to another origin is allowed at once.
  const registeredOrigins = async () => {
    const { remotes } = await registry();
    const origins = Object.values(remotes).flatMap((entry) =>
      [entry.manifest, entry.previous?.manifest].flatMap((url) => (url ? [new URL(url).origin] : [])),
    );
    return [...new Set([...origins, ...config.overrideOrigins])];
  };
  const runtimeConfig = () => ({
    apiBaseUrl: apiUrl,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
  });

  const shellRoot = path.join(config.root, 'shell', 'dist');
  const folderOf = (name: string) => findRemote(name)?.folder ?? name;
  const shellPage = createShellPage({
    templatePath: path.join(shellRoot, 'index.html'),
    registry,
    config: runtimeConfig,
    preconnect: [apiUrl],
    apiBaseUrl: apiUrl,
    manifest: cachedManifests((name, version) =>
      release.storage.readFile(folderOf(name), version, 'mf-manifest.json'),
    ),
  });

  const builders: Record<ServerName, () => Promise<FastifyInstance>> = {
    api: () =>
      buildServer({
        allowedOrigins: [siteUrl, ...Object.values(remoteUrls)],
        productCount: config.productCount,
        dataDir: config.dataDir,
      }),
    shell: () =>
      createStaticOrigin({
        root: shellRoot,
        spaFallback: true,
        page: shellPage,
        documents: { '/registry.json': registry, '/config.json': runtimeConfig },
        routes: (app) => registerReleaseBeacon(app, release),
        headers: async () => pageSecurityHeaders({ remotes: await registeredOrigins(), api: apiUrl }),
      }),
    ...(Object.fromEntries(
      remoteNames.map((name) => [
        name,
        () =>
          createStaticOrigin({
            root: release.storage.remoteRoot(folderOf(name)),
            corsOrigins: [siteUrl],
            cacheControl: versionedCacheControlFor,
          }),
      ]),
    ) as Record<RemoteName, () => Promise<FastifyInstance>>),
  };
  const ports: Record<ServerName, number> = {
    api: config.apiPort,
    shell: config.sitePort,
    ...config.remotePorts,
  };

  const servers = new Map<ServerName, FastifyInstance>();
  const start = async (name: ServerName) => {
    if (servers.has(name)) return;
    const server = await builders[name]();
    servers.set(name, server);
    await server.listen({ port: ports[name], host: config.host });
  };
  const stop = async (name: ServerName) => {
    const server = servers.get(name);
    servers.delete(name);
    await server?.close();
  };
  const close = async () => {
    await Promise.allSettled([...servers.keys()].map(stop));
  };

  try {
    // The API and remotes first: the shell's first visitor may arrive as soon as it listens.
    await start('api');
    for (const name of remoteNames) await start(name);
    await start('shell');
  } catch (error) {
    await close();
    throw error;
  }

  return { siteUrl, apiUrl, remoteUrls, stop, start, close };
}
