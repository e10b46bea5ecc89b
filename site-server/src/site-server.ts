import { existsSync } from 'node:fs';
import path from 'node:path';
import { isHttpsUrl, pageSecurityHeaders, serverLogging, type ServerLimits, type ServerOperations } from '@storefront/platform';
import { REVALIDATE, type SiteRelease } from '@storefront/release';
import { routedPages, type Registry } from '@storefront/shared/federation';
import type { FastifyInstance } from 'fastify';
import { createStaticOrigin } from './origins/static-origin';
import { errorPage } from './pages/error-page';
import { cachedManifests, createPageHints } from './pages/page-hints';
import { createPageStatus } from './pages/page-status';
import { pageTemplateReader } from './pages/page-template';
import { acceptsPage, createPageServing, wantsPage } from './pages/serve-page';
import { varyBy } from './pages/vary-by';
import { registerReleaseBeacon } from './release-endpoints/release-beacon';
import { createServerRenderer } from './rendering/server-renderer';
import { registerSeoRoutes } from './seo/seo-routes';
import type { SiteConfig } from './site-config';
import { developmentOrigins } from './visitors/dev-override';
import { registerPreviewLinks } from './visitors/preview-routes';
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
  /** What /ready checks and who may read /metrics; always ready when absent. */
  operations?: ServerOperations;
}

/** The remotes' origins a registry names: the scripts a page may run. */
const originsOf = (registry: Registry) =>
  Object.values(registry.remotes).flatMap((entry) =>
    [entry.manifest, entry.previous?.manifest].flatMap((url) => (url ? [new URL(url).origin] : [])),
  );

/**
 * The site's own origin: its pages (one pass each: serve-page.ts), the shell's files,
 * /registry.json, /config.json, the sitemap files and /robots.txt, and the release beacon. A page,
 * its policy and /registry.json name the versions the visitor runs, canaries included.
 * Everything it knows comes from the release system and the API, so any number can run.
 */
export async function createSiteServer(
  config: SiteConfig,
  release: SiteRelease,
  options: SiteServerOptions = {},
): Promise<FastifyInstance> {
  const apiUrl = config.publicUrls.api;
  const monolith = options.build === 'monolith';
  const shellRoot = path.resolve(config.root, monolith ? path.join('shell', 'dist-monolith') : config.shellDist);
  if (!existsSync(path.join(shellRoot, 'index.html')))
    throw new Error(`${shellRoot} has no build: run "pnpm build" first.`);
  const runtimeConfig = () => ({
    apiBaseUrl: apiUrl,
    siteUrl: config.publicUrls.site,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    overrideOrigins: config.overrideOrigins,
    vitalsSampleRate: config.vitalsSampleRate,
  });
  const secure = config.publicUrls.site.startsWith('https:');
  const registry = createVisitorRegistry({
    registryFor: release.registryFor,
    withReportTokens: release.withReportTokens,
    previewLink: release.previewLink,
    liveViewHealth: release.liveViewHealth,
    secure,
  });
  const renderer = config.serverRendering
    ? createServerRenderer({
        shellRoot,
        config: runtimeConfig(),
        integrity: release.integrity,
        pagesBuiltIn: monolith,
      })
    : undefined;
  const servePage = createPageServing({
    registry,
    template: pageTemplateReader(
      path.join(shellRoot, 'index.html'),
      renderer && path.join(shellRoot, 'server', 'paint-first.html'),
    ),
    hints: createPageHints({
      config: runtimeConfig,
      preconnect: [apiUrl],
      apiBaseUrl: apiUrl,
      manifest: cachedManifests((url) => release.fetchFile(url)),
      integrity: release.integrity,
    }),
    renderer,
    status: createPageStatus({ apiBaseUrl: apiUrl }),
    clientRendered: (request) => developmentOrigins(request, config.overrideOrigins).length > 0,
    // The policy follows the registry: a remote moved to another origin is allowed at once. The
    // development origins only for a browser running a development override (dev-override.ts).
    headers: (visitorRegistry, request) =>
      pageSecurityHeaders({
        remotes: originsOf(visitorRegistry),
        development: developmentOrigins(request, config.overrideOrigins),
        api: apiUrl,
      }),
  });

  const app = await createStaticOrigin({
    root: shellRoot,
    // The page template and the shell's server build are read from disk, never sent as they are.
    privatePaths: ['index.html', 'server/'],
    directoryIndex: false,
    // Any other path is a page too when no file answers it: the site's not-found page.
    notFound: async (request, reply) => {
      if (!wantsPage(request)) return false;
      await servePage(request, reply);
      return true;
    },
    // A browser's page request that fails all the same gets a page, never JSON.
    pageErrors: { wantsPage, page: errorPage(config) },
    logging: serverLogging('site', { stream: options.logStream }),
    limits: options.limits,
    publicHttps: isHttpsUrl(config.publicUrls.site),
    serveDebugFiles: config.serveDebugFiles,
    // /health: alive either way, and whether pages come from a live view the database could not confirm.
    operations: { ...options.operations, health: () => ({ liveView: release.liveViewHealth() }) },
  });
  // The page routes are rendered without first looking for a file of that name: a disk lookup
  // per page is most of what a page costs once renders are reused.
  for (const pagePath of new Set(['/', ...routedPages.map((routed) => routed.path)])) {
    app.get(pagePath, async (request, reply) => {
      // A page for any reader that takes HTML; a 404 for a fetch that asks for something else. A
      // cache between must keep them apart, or a script's 404 could be given to the next browser.
      varyBy(reply, 'Accept');
      if (acceptsPage(request)) await servePage(request, reply);
      else reply.callNotFound();
      return reply;
    });
  }
  for (const [route, document] of Object.entries({
    '/registry.json': registry,
    '/config.json': runtimeConfig,
  })) {
    app.get(route, async (request, reply) => {
      void reply.header('Cache-Control', REVALIDATE);
      return document(request, reply);
    });
  }
  await registerReleaseBeacon(app, release, {
    siteOrigins: [config.publicUrls.site],
    reportsPerMinute: config.beaconReportsPerMinute,
  });
  registerPreviewLinks(app, { secure });
  registerSeoRoutes(app, { apiBaseUrl: apiUrl, siteUrl: config.publicUrls.site });
  await options.routes?.(app);
  app.addHook('onListen', async () => {
    setImmediate(() => renderer?.warmUp());
  });
  return app;
}
