import path from 'node:path';
import { serverLogging } from '@storefront/platform';
import type { FastifyInstance } from 'fastify';
import { cachedManifests, createShellPage } from './page/shell-page';
import { publishedIntegrity } from './page/published-integrity';
import { registerOverrideVersions } from './override-versions';
import { registerReleaseBeacon } from './release-beacon';
import type { ReleaseContext } from './release-context';
import { publicRegistry } from './registry/public-registry';
import { pageSecurityHeaders } from './security-headers';
import { registerReleaseService } from './service/release-routes';
import type { SiteConfig } from './site-config';
import { createStaticOrigin } from './static-origin';

/**
 * The site's own origin: the shell's files, its pages (with the registry and configuration
 * embedded and the route's code preloaded), /registry.json, /config.json, the release beacon and
 * the release service.
 * Everything it knows comes from the database and the release store, so any number can run.
 */
export function createSiteServer(config: SiteConfig, release: ReleaseContext): Promise<FastifyInstance> {
  const apiUrl = config.publicUrls.api;
  const registry = async () => publicRegistry(await release.registry.liveView(release.policy), config.publicUrls.remotes);
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
    overrideOrigins: config.overrideOrigins,
  });
  const shellRoot = path.join(config.root, 'shell', 'dist');
  return createStaticOrigin({
    root: shellRoot,
    spaFallback: true,
    page: createShellPage({
      templatePath: path.join(shellRoot, 'index.html'),
      registry,
      config: runtimeConfig,
      preconnect: [apiUrl],
      apiBaseUrl: apiUrl,
      manifest: cachedManifests((url) => release.fetchFile(url)),
      integrity: publishedIntegrity(release.registry),
    }),
    documents: { '/registry.json': registry, '/config.json': runtimeConfig },
    routes: async (app) => {
      registerReleaseBeacon(app, release);
      registerOverrideVersions(app, release, config.overrideOrigins.length > 0);
      await registerReleaseService(app, release);
    },
    headers: async () => pageSecurityHeaders({ remotes: await registeredOrigins(), api: apiUrl }),
    logging: serverLogging('site'),
  });
}
