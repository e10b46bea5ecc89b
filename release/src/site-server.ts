import path from 'node:path';
import { remoteNames, type RemoteName } from '@storefront/shared/federation';
import { serverLogging } from '@storefront/platform';
import type { FastifyInstance } from 'fastify';
import { cachedManifests, createShellPage } from './page/shell-page';
import { registerReleaseBeacon } from './release-beacon';
import { findRemote, type ReleaseContext } from './release-context';
import { publicRegistry } from './registry/public-registry';
import { pageSecurityHeaders } from './security-headers';
import { originOf, type SiteConfig } from './site-config';
import { createStaticOrigin } from './static-origin';

export const remoteOrigins = (config: SiteConfig) =>
  Object.fromEntries(remoteNames.map((name) => [name, originOf(config.remotePorts[name])])) as Record<RemoteName, string>;

/**
 * The site's own origin: the shell's files, its pages (with the registry and configuration
 * embedded and the route's code preloaded), /registry.json, /config.json and the release beacon.
 * Everything it knows comes from the database and the release store, so any number can run.
 */
export function createSiteServer(config: SiteConfig, release: ReleaseContext): Promise<FastifyInstance> {
  const apiUrl = originOf(config.apiPort);
  const remoteUrls = remoteOrigins(config);
  const registry = async () => publicRegistry(await release.registry.liveStacks(), remoteUrls);
  // The policy follows the registry: a remote moved to another origin is allowed at once.
  const registeredOrigins = async () => {
    const { remotes } = await registry();
    const origins = Object.values(remotes).flatMap((entry) =>
      [entry.manifest, entry.previous?.manifest].flatMap((url) => (url ? [new URL(url).origin] : [])),
    );
    return [...new Set([...origins, ...config.overrideOrigins])];
  };
  const runtimeConfig = () => ({ apiBaseUrl: apiUrl, contactEmail: config.contactEmail, contactPhone: config.contactPhone });
  const shellRoot = path.join(config.root, 'shell', 'dist');
  const folderOf = (name: string) => findRemote(name)?.folder ?? name;
  return createStaticOrigin({
    root: shellRoot,
    spaFallback: true,
    page: createShellPage({
      templatePath: path.join(shellRoot, 'index.html'),
      registry,
      config: runtimeConfig,
      preconnect: [apiUrl],
      apiBaseUrl: apiUrl,
      manifest: cachedManifests((name, version) => release.storage.readFile(folderOf(name), version, 'mf-manifest.json')),
    }),
    documents: { '/registry.json': registry, '/config.json': runtimeConfig },
    routes: (app) => registerReleaseBeacon(app, release),
    headers: async () => pageSecurityHeaders({ remotes: await registeredOrigins(), api: apiUrl }),
    logging: serverLogging('site'),
  });
}
