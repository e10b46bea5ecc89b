import path from 'node:path';
import { isHttpsUrl, serverLogging, type ServerLimits } from '@storefront/platform';
import type { SiteRelease } from '@storefront/release';
import { routedPages } from '@storefront/shared/federation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createStaticOrigin } from './origins/static-origin';
import { createPageStatus } from './pages/page-status';
import { cachedManifests, createShellPage } from './pages/shell-page';
import { registerOverrideVersions } from './release-endpoints/override-versions';
import { registerReleaseBeacon } from './release-endpoints/release-beacon';
import { renderedPages } from './rendering/rendered-pages';
import { createServerRendering, notRendered } from './rendering/server-rendering';
import { pageSecurityHeaders } from './security-headers';
import { registerSeoRoutes } from './seo/seo-routes';
import type { SiteConfig } from './site-config';
import { createVisitorRegistry } from './visitors/visitor-registry';

export interface SiteServerOptions {
  /** Timeouts, connection caps and trusted proxies (serverLimitsFromEnv); the defaults when absent. */
  limits?: ServerLimits;
  /** Routes another part of the site serves on this origin too (the release service). */
  routes?: (app: FastifyInstance) => Promise<void>;
  /**
   * `monolith`: the shell's build with every page compiled in (`pnpm build:monolith`, the
   * benchmark's comparison), which loads no remote. `federated` by default.
   */
  build?: 'federated' | 'monolith';
  /** Where log lines go instead of standard output (a benchmark's in-process site). */
  logStream?: { write(line: string): void };
}

/**
 * The site's own origin: the shell's files, its pages (with the registry and configuration
 * embedded and the route's code preloaded, answered with their status), /registry.json,
 * /config.json, /sitemap.xml and /robots.txt, and the release beacon. A page, its policy and
 * /registry.json name the versions the visitor runs, canaries included (visitors/).
 * Everything it knows comes from the release system and the API, so any number can run.
 */
export function createSiteServer(config: SiteConfig, release: SiteRelease, options: SiteServerOptions = {}): Promise<FastifyInstance> {
  const apiUrl = config.publicUrls.api;
  const monolith = options.build === 'monolith';
  const registry = createVisitorRegistry({ registryFor: release.registryFor, secure: config.publicUrls.site.startsWith('https:') });
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
  const shellRoot = path.join(config.root, 'shell', monolith ? 'dist-monolith' : 'dist');
  const serverRendering = config.serverRendering
    ? createServerRendering({ shellRoot, config: runtimeConfig(), integrity: release.integrity, pagesBuiltIn: monolith })
    : Object.assign(async (_request: FastifyRequest, html: string) => notRendered(html), { warmUp: () => undefined });
  const renderPage = createShellPage({
    templatePath: path.join(shellRoot, 'index.html'),
    paintFirstPath: config.serverRendering ? path.join(shellRoot, 'server', 'paint-first.html') : undefined,
    config: runtimeConfig,
    preconnect: [apiUrl],
    apiBaseUrl: apiUrl,
    manifest: cachedManifests((url) => release.fetchFile(url)),
    integrity: release.integrity,
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
      registerSeoRoutes(app, { apiBaseUrl: apiUrl, siteUrl: config.publicUrls.site });
      await options.routes?.(app);
    },
    headers: async (request, reply) => pageSecurityHeaders({ remotes: await registeredOrigins(request, reply), api: apiUrl }),
    logging: serverLogging('site', { stream: options.logStream }),
    limits: options.limits,
    publicHttps: isHttpsUrl(config.publicUrls.site),
    serveDebugFiles: config.serveDebugFiles,
  });
}
