import { sendError } from '@storefront/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt } from './robots';
import { sitemapApi } from './sitemap-api';
import { pagesSitemapPaths, productSitemapPaths, SITEMAP_PAGES_FILE, sitemapFiles } from './sitemap-paths';
import { renderSitemapIndex, renderUrlSet } from './sitemap-xml';
import { ttlCache } from './ttl-cache';

export interface SeoRoutesOptions {
  /** The API's base URL, as the server reaches it. */
  apiBaseUrl: string;
  /** Where visitors reach the site (SITE_PUBLIC_URL): every address in the files is on it. */
  siteUrl: string;
  /** How long a built sitemap file is served before it is built again. */
  sitemapTtlMs?: number;
  /** How long the API may take to answer one of the sitemap's reads. */
  apiTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A crawler reads the sitemap now and then; five minutes old is fresh enough and spares the API. */
export const SITEMAP_TTL_MS = 5 * 60_000;
const SITEMAP_CACHE_CONTROL = `public, max-age=${SITEMAP_TTL_MS / 1000}`;
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';
/** A product file's number as the index writes it: no sign, no leading zero. */
const FILE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * GET /robots.txt, and the sitemap: /sitemap.xml is a sitemap index (sitemaps.org) naming
 * /sitemap-pages.xml and one /sitemap-products-{n}.xml per page of the API's product ids
 * (at most 50,000 URLs a file). Each file is built at most once per TTL; while the API cannot
 * answer, the last one built is served.
 */
export function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  const api = sitemapApi(options.apiBaseUrl, options.apiTimeoutMs ?? 5000, options.fetch);
  const cache = { ttlMs: options.sitemapTtlMs ?? SITEMAP_TTL_MS, now: options.now };
  const pagesFile = ttlCache(async () => renderUrlSet(options.siteUrl, pagesSitemapPaths(await api.pagesSubjects())), cache);
  // The index reads the number of files from the first one's answer: one API read serves both.
  const productFile = ttlCache(async (page: number) => {
    const { ids, pageCount } = await api.productIdPage(page);
    return { xml: renderUrlSet(options.siteUrl, productSitemapPaths(ids)), pageCount };
  }, cache);
  const robots = robotsTxt(options.siteUrl);

  const sendXml = async (request: FastifyRequest, reply: FastifyReply, xml: () => Promise<string | undefined>) => {
    let body: string | undefined;
    try {
      body = await xml();
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: the API could not list the pages and products');
      // Crawlers come back after a 503; they could drop pages over a sitemap without them.
      return sendError(reply.header('Retry-After', '60'), 503, 'The sitemap is not available right now.');
    }
    if (body === undefined) return reply.callNotFound();
    return reply.header('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(body);
  };

  app.get('/sitemap.xml', (request, reply) =>
    sendXml(request, reply, async () => renderSitemapIndex(options.siteUrl, sitemapFiles((await productFile(1)).pageCount))),
  );
  app.get(SITEMAP_PAGES_FILE, (request, reply) => sendXml(request, reply, () => pagesFile(undefined)));
  app.get<{ Params: { page: string } }>('/sitemap-products-:page.xml', (request, reply) =>
    sendXml(request, reply, async () => {
      if (!FILE_NUMBER.test(request.params.page)) return undefined;
      const page = Number(request.params.page);
      // A file past the end is not asked of the API: crawlers' guesses cost nothing.
      if (page > (await productFile(1)).pageCount) return undefined;
      return (await productFile(page)).xml;
    }),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', ROBOTS_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );
}
