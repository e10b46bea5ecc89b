import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { createServer, type ServerLimits } from '@storefront/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { cacheControlFor, REVALIDATE } from '@storefront/release';
import type { PageStatus } from '../pages/page-status';
import { ASSET_HEADERS } from '../security-headers';
import { harnessFilesIn, isDebugFile } from './debug-files';

export interface StaticOriginOptions {
  /** The folder served at `/`. */
  root: string;
  /** Origins allowed to fetch these files from script (the site, for a remote). */
  corsOrigins?: string[];
  /** Answer unknown paths with index.html, for the single-page site. */
  spaFallback?: boolean;
  /**
   * Renders the single-page site's HTML for a request (instead of sending index.html as it is);
   * it may set headers of its own (a visitor's cookie).
   */
  page?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | Readable>;
  /**
   * The HTTP status of a page (404 for one that does not exist) or where it has moved; 200 when
   * absent. The page is rendered either way, so a 404 shows the site's not-found page. Asked once
   * `page` has answered for the same request, so it may use what the page learned.
   */
  pageStatus?: (request: FastifyRequest) => Promise<PageStatus>;
  /** Small JSON documents generated per request (the registry and the runtime configuration). */
  documents?: Record<string, (request: FastifyRequest, reply: FastifyReply) => unknown>;
  /** Cache-Control for a served file; content-hashed names are immutable by default. */
  cacheControl?: (filePath: string) => string;
  /** Extra routes of this origin (the release beacon and service). */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /** Headers for every HTML answer (the pages' security policy). */
  headers?: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Record<string, string> | Promise<Record<string, string>>;
  /** Headers for every answer; nosniff by default. */
  assetHeaders?: Record<string, string>;
  /** Logging settings (serverLogging); none when absent. */
  logging?: FastifyServerOptions;
  /** Timeouts, connection caps and trusted proxies (serverLimitsFromEnv); the defaults when absent. */
  limits?: ServerLimits;
  /** Whether browsers reach this origin over HTTPS (its public URL), for Strict-Transport-Security. */
  publicHttps?: boolean;
  /** Serve source maps and mf-stats.json (and remotes' harness pages) too: SERVE_DEBUG_FILES=1. */
  serveDebugFiles?: boolean;
  /** The root holds a remote's release folders, whose standalone harness pages are debug files. */
  remoteReleases?: boolean;
  /**
   * The page routes (`/products/details/:productId`), rendered without first looking for a file
   * of that name: a disk lookup per page is most of what a page costs once renders are reused.
   * Any other path is still a page when no file answers it (the not-found page).
   */
  pagePaths?: readonly string[];
  /** A folder of the root served to nobody: the shell's server build, which the site server reads from disk. */
  privateFolder?: string;
}

const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/** One origin of the local "CDN": a built app's files with the right caching and CORS headers. */
export async function createStaticOrigin(options: StaticOriginOptions): Promise<FastifyInstance> {
  if (options.spaFallback && !existsSync(path.join(options.root, 'index.html'))) {
    throw new Error(`${options.root} has no build: run "pnpm build" first.`);
  }
  const page = options.page;
  // Sends without returning the reply: awaiting a reply waits for the whole response to end.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // The page first: its status may come from what the page's render learned (page-status.ts).
    const html = await page!(request, reply);
    const status = await (options.pageStatus?.(request) ?? { status: 200 as const });
    void reply.header('Cache-Control', REVALIDATE);
    // 302, not 301: a slug unknown today may be a page tomorrow, and browsers keep a 301 for good.
    if ('redirect' in status) {
      // A streamed render is not sent: stop it rather than let it run to its end.
      if (html instanceof Readable) html.destroy();
      void reply.redirect(status.redirect, 302);
      return;
    }
    void reply.code(status.status).type('text/html; charset=utf-8').send(html);
  };
  const app = createServer({
    limits: options.limits,
    logging: options.logging,
    publicHttps: options.publicHttps,
    notFound: async (request, reply) => {
      if (!options.spaFallback || !wantsPage(request)) return false;
      if (page) await sendPage(request, reply);
      else void reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
      return true;
    },
  });
  // For load balancers and the supervisor: this origin answers.
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  if (options.corsOrigins) {
    const allowed = options.corsOrigins;
    await app.register(fastifyCors, { origin: allowed, methods: ['GET', 'HEAD'] });
    // Lets the site measure these files (sizes, cache hits) with the Resource Timing API.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('Timing-Allow-Origin', allowed.join(', '));
    });
  }
  for (const [route, build] of Object.entries(options.documents ?? {})) {
    app.get(route, async (request, reply) => {
      void reply.header('Cache-Control', REVALIDATE);
      return build(request, reply);
    });
  }
  app.addHook('onSend', async (request, reply) => {
    // The page policy means something only for documents, and on the site it is built from the
    // registry (a database read): scripts, styles and JSON get the asset headers alone.
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    void reply.headers({
      ...(options.assetHeaders ?? ASSET_HEADERS),
      ...(isPage ? await options.headers?.(request, reply) : undefined),
    });
  });
  await options.routes?.(app);
  const cacheControl = options.cacheControl ?? cacheControlFor;
  const isHarnessFile = options.remoteReleases ? harnessFilesIn(options.root) : () => false;
  await app.register(fastifyStatic, {
    // What is not served is, to a client, not there: 404 like any missing file.
    allowedPath: (servedPath) =>
      !(options.privateFolder && servedPath.startsWith(`/${options.privateFolder}/`)) &&
      (options.serveDebugFiles === true || !(isDebugFile(servedPath) || isHarnessFile(servedPath))),
    root: options.root,
    // With a page renderer, `/` is a page like any other route, rendered below.
    index: options.page ? false : undefined,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (response, filePath) => {
      response.header('Cache-Control', cacheControl(filePath));
    },
  });
  if (page) {
    app.get('/', async (request, reply) => {
      await sendPage(request, reply);
      return reply;
    });
    for (const pagePath of options.pagePaths ?? []) {
      if (pagePath === '/') continue;
      app.get(pagePath, async (request, reply) => {
        // As for any path no file answers: a page for browsers, a 404 for a script or a fetch.
        if (wantsPage(request)) await sendPage(request, reply);
        else reply.callNotFound();
        return reply;
      });
    }
  }
  return app;
}
