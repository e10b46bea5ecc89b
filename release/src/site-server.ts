import path from 'node:path';
import { isHttpsUrl, serverLogging, type ServerLimits } from '@storefront/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routedPages } from '@storefront/shared/federation';
import { cachedManifests, createShellPage } from './page/shell-page';
import { createPageStatus } from './page/page-status';
import { publishedIntegrity } from './page/published-integrity';
import { registerOverrideVersions } from './override-versions';
import { registerReleaseBeacon } from './release-beacon';
import type { ReleaseContext } from './release-context';
import { pageSecurityHeaders } from './security-headers';
import { registerSeoRoutes } from './seo/seo-routes';
import { registerReleaseService } from './service/release-routes';
import type { SiteConfig } from './site-config';
import { createStaticOrigin } from './static-origin';
import { createVisitorRegistry } from './visitor-registry';
import { createLiveViewCache } from './registry/live-view-cache';
import { renderedPages } from './server-render/rendered-pages';
import { createServerRendering, notRendered } from './server-render/server-rendering';

/**
 * The site's own origin: the shell's files, its pages (with the registry and configuration
 * embedded and the route's code preloaded, answered with their status), /registry.json,
 * /config.json, /sitemap.xml and /robots.txt, the release beacon and the release service. A page, its policy and /registry.json name the versions the visitor
 * runs, canaries included (visitor-registry.ts).
 * Everything it knows comes from the database and the release store, so any number can run.
 */
export function createSiteServer(config: SiteConfig, release: ReleaseContext, limits?: ServerLimits): Promise<FastifyInstance> {
  const apiUrl = config.publicUrls.api;
  const registry = createVisitorRegistry({
    liveView: createLiveViewCache({ read: () => release.registry.liveView(release.policy), generation: () => release.registry.generation() }),
    fallbackBases: config.publicUrls.remotes,
    secure: config.publicUrls.site.startsWith('https:'),
  });
  // The policy follows the registry: a remote moved to another origin is allowed at once.
  const registeredOrigins = async (request: FastifyRequest, reply: FastifyReply) => {
    const { remotes } = await registry(request, reply);
    const origins = Object.values(remotes).flatMap((entry) =>
      [entry.manifest, entry.previous?.manifest].flatMap((url) => (url ? [new URL(url).origin] : [])),
    );
    return [...new Set([...origins, ...config.overrideOrigins])];
  };
  const runtimeConfig = () => ({
    apiBaseUrl: apiUrl,
    siteUrl: config.publicUrls.site,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    overrideOrigins: config.overrideOrigins,
  });
  const pageStatus = createPageStatus({ apiBaseUrl: apiUrl });
  const shellRoot = path.join(config.root, 'shell', 'dist');
  const integrity = publishedIntegrity(release.registry);
  const serverRendering = config.serverRendering
    ? createServerRendering({ shellRoot, config: runtimeConfig(), integrity })
    : Object.assign(async (_request: FastifyRequest, html: string) => notRendered(html), { warmUp: () => undefined });
  const renderPage = createShellPage({
    templatePath: path.join(shellRoot, 'index.html'),
    paintFirstPath: config.serverRendering ? path.join(shellRoot, 'server', 'paint-first.html') : undefined,
    config: runtimeConfig,
    preconnect: [apiUrl],
    apiBaseUrl: apiUrl,
    manifest: cachedManifests((url) => release.fetchFile(url)),
    integrity,
  });
  return createStaticOrigin({
    root: shellRoot,
    spaFallback: true,
    privateFolder: 'server',
    pagePaths: routedPages.map((routed) => routed.path),
    ...renderedPages({ registry, shellPage: renderPage, serverRendering, pageStatus }),
    documents: { '/registry.json': registry, '/config.json': runtimeConfig },
    routes: async (app) => {
      app.addHook('onListen', async () => {
        setImmediate(() => serverRendering.warmUp());
      });
      await registerReleaseBeacon(app, release, { siteOrigins: [config.publicUrls.site], reportsPerMinute: config.beaconReportsPerMinute });
      registerOverrideVersions(app, release, config.overrideOrigins.length > 0);
      await registerReleaseService(app, release);
      registerSeoRoutes(app, { apiBaseUrl: apiUrl, siteUrl: config.publicUrls.site });
    },
    headers: async (request, reply) => pageSecurityHeaders({ remotes: await registeredOrigins(request, reply), api: apiUrl }),
    logging: serverLogging('site'),
    limits,
    publicHttps: isHttpsUrl(config.publicUrls.site),
    serveDebugFiles: config.serveDebugFiles,
  });
}
