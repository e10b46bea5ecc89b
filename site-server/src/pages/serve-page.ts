import { RETRY_AFTER_S } from '@storefront/platform';
import { REVALIDATE } from '@storefront/release';
import type { Registry } from '@storefront/shared/federation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerRenderer } from '../rendering/server-renderer';
import { pageDocument } from './page-document';
import type { PageHints } from './page-head';
import type { PageStatus } from './page-status';
import type { PageTemplate } from './page-template';

export interface PageServingOptions {
  /** The registry this visitor runs (their canaries included); read once per page. */
  registry: (request: FastifyRequest, reply: FastifyReply) => Promise<Registry>;
  /** The shell's page, cut into its parts (page-template.ts). */
  template: () => Promise<PageTemplate>;
  /** What the page's head carries for that registry (page-hints.ts). */
  hints: (url: string, registry: Registry) => Promise<PageHints>;
  /** The server's renderer; absent when pages go out for the browser to render (SERVER_RENDERING=off). */
  renderer?: ServerRenderer;
  /** The page's HTTP answer, from what its render learned when it has one (page-status.ts). */
  status: (
    pathname: string,
    search: string,
    subjectMissing: Promise<boolean | undefined>,
  ) => Promise<PageStatus>;
  /**
   * Whether the browser renders this request's page alone: a browser running a development
   * override runs a remote the server cannot render (and must not render the live version of,
   * for the browser to hydrate the override over it).
   */
  clientRendered?: (request: FastifyRequest) => boolean;
  /** The page's security headers, for the origins its registry names and what the request runs. */
  headers: (registry: Registry, request: FastifyRequest) => Record<string, string>;
}

/** A registry that names no remote: each page area then shows that its part is unavailable. */
const NO_REMOTES: Registry = { remotes: {} };
const UNAVAILABLE = { status: 503 } as const;

/**
 * Serves one page of the site, in one straight pass: the visitor's registry, the page's hints
 * and its render, its status, its headers, and the page itself. Sends without returning the
 * reply: awaiting a reply waits for the whole response to end. Without a registry (the database
 * has not answered for longer than a live view is kept) the page still goes out, with 503 and
 * no remote: the header and footer, and a page area that says it is unavailable, as the browser
 * shows a remote it cannot load.
 */
export function createPageServing(
  options: PageServingOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const read = await options.registry(request, reply).then(
      (registry) => ({ registry, available: true }),
      (error: unknown) => {
        request.log.warn({ err: error }, 'No registry for this page: it goes out without remotes, as unavailable.');
        return { registry: NO_REMOTES, available: false };
      },
    );
    const { registry } = read;
    const [template, hints] = await Promise.all([
      options.template(),
      options.hints(request.url, registry),
    ]);
    const warn = (message: string, error?: unknown) => request.log.warn({ err: error }, message);
    const render = options.clientRendered?.(request) ? undefined : options.renderer?.render(request.url, registry, warn);
    const { pathname, search } = new URL(request.url, 'http://site.invalid');
    // A page whose status depends on its subject (a product, a policy) waits for its render to say.
    const status = read.available
      ? await options.status(
          pathname,
          search,
          render
            ? render.then(
                (rendered) => rendered.subjectMissing,
                () => undefined,
              )
            : Promise.resolve(undefined),
        )
      : UNAVAILABLE;
    void reply.header('Cache-Control', REVALIDATE);
    if (!read.available) void reply.header('Retry-After', String(RETRY_AFTER_S));
    // 302, not 301: a slug unknown today may be a page tomorrow, and browsers keep a 301 for good.
    if ('redirect' in status) {
      void reply.redirect(status.redirect, 302);
      return;
    }
    void reply
      .code(status.status)
      .headers(options.headers(registry, request))
      .type('text/html; charset=utf-8')
      .send(pageDocument(template, hints, render, warn));
  };
}

/**
 * Whether a request is a browser's for a page (not a script's or a fetch's for a path). HEAD is
 * GET without the body: it answers whatever GET would.
 */
export const wantsPage = (request: FastifyRequest) => isRead(request) && (request.headers.accept ?? '').includes('text/html');

/**
 * Whether a request for one of the site's page routes takes the page: any reader that accepts HTML,
 * including one that accepts anything (`*\/*`, or no Accept at all), as link-preview fetchers, crawlers
 * and curl do. Only a client that names what it wants, and not HTML, gets the 404.
 */
export const acceptsPage = (request: FastifyRequest) => {
  const accept = request.headers.accept;
  return isRead(request) && (!accept || accept.includes('text/html') || accept.includes('*/*'));
};

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
