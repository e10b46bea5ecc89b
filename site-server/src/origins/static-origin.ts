import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { ASSET_HEADERS, createServer, type JsonErrorsOptions, type ServerLimits, type ServerOperations } from '@storefront/platform';
import { cacheControlFor } from '@storefront/release';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { harnessFilesIn, isDebugFile } from './debug-files';

export interface StaticOriginOptions {
  /** The folder served at `/`. */
  root: string;
  /** Origins allowed to fetch these files from script (the site, for a remote). */
  corsOrigins?: string[];
  /** Cache-Control for a served file; content-hashed names are immutable by default. */
  cacheControl?: (filePath: string) => string;
  /** Headers for every answer; nosniff by default. */
  assetHeaders?: Record<string, string>;
  /** Headers for the HTML files it serves (a remote's harness page), besides the asset headers. */
  htmlHeaders?: Record<string, string>;
  /** Serve a folder's index.html for the folder's own path; true by default. */
  directoryIndex?: boolean;
  /**
   * Paths of the root served to nobody: a folder (`server/`, the shell's server build, which the
   * site server reads from disk) or a file (`index.html`, the template of the site's pages).
   */
  privatePaths?: readonly string[];
  /** Serve source maps and mf-stats.json (and remotes' harness pages) too: SERVE_DEBUG_FILES=1. */
  serveDebugFiles?: boolean;
  /** The root holds a remote's release folders, whose standalone harness pages are debug files. */
  remoteReleases?: boolean;
  /** Answers a request no file or route answers (the site's pages); true once it has answered. */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  /** How a browser's request for a page is answered an error (the site's pages): JSON when absent. */
  pageErrors?: JsonErrorsOptions['pageErrors'];
  /** Logging settings (serverLogging); none when absent. */
  logging?: FastifyServerOptions;
  /** Timeouts, connection caps and trusted proxies (serverLimitsFromEnv); the defaults when absent. */
  limits?: ServerLimits;
  /** Whether browsers reach this origin over HTTPS (its public URL), for Strict-Transport-Security. */
  publicHttps?: boolean;
  /** What /ready checks and who may read /metrics; always ready when absent. */
  operations?: ServerOperations;
}

/** One origin of files, as a CDN serves them: the right caching, CORS and headers, debug files hidden. */
export async function createStaticOrigin(options: StaticOriginOptions): Promise<FastifyInstance> {
  const app = createServer({
    limits: options.limits,
    logging: options.logging,
    publicHttps: options.publicHttps,
    notFound: options.notFound,
    pageErrors: options.pageErrors,
    operations: options.operations,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  if (options.corsOrigins) {
    const allowed = options.corsOrigins;
    await app.register(fastifyCors, { origin: allowed, methods: ['GET', 'HEAD'] });
    // Lets the site measure these files (sizes, cache hits) with the Resource Timing API.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('Timing-Allow-Origin', allowed.join(', '));
    });
  }
  const assetHeaders = options.assetHeaders ?? ASSET_HEADERS;
  const htmlHeaders = options.htmlHeaders;
  app.addHook('onSend', async (_request, reply) => {
    void reply.headers(assetHeaders);
    if (htmlHeaders && String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      void reply.headers(htmlHeaders);
  });
  const cacheControl = options.cacheControl ?? cacheControlFor;
  const isHarnessFile = options.remoteReleases ? harnessFilesIn(options.root) : () => false;
  const isPrivate = (servedPath: string) =>
    (options.privatePaths ?? []).some((privatePath) =>
      privatePath.endsWith('/')
        ? servedPath.startsWith(`/${privatePath}`)
        : servedPath === `/${privatePath}`,
    );
  await app.register(fastifyStatic, {
    // What is not served is, to a client, not there: 404 like any missing file.
    allowedPath: (servedPath) =>
      !isPrivate(servedPath) &&
      (options.serveDebugFiles === true || !(isDebugFile(servedPath) || isHarnessFile(servedPath))),
    root: options.root,
    index: options.directoryIndex === false ? false : undefined,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (response, filePath) => {
      response.header('Cache-Control', cacheControl(filePath));
    },
  });
  return app;
}
