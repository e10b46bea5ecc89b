import { sendError } from '@storefront/platform';
import type { FastifyInstance } from 'fastify';
import { robotsTxt } from './robots';
import { fetchSitemapSubjects, renderSitemap, sitemapPaths, type SitemapSubjects } from './sitemap';

export interface SeoRoutesOptions {
  /** The API's base URL, as the server reaches it. */
  apiBaseUrl: string;
  /** Where visitors reach the site (SITE_PUBLIC_URL): every address in the files is on it. */
  siteUrl: string;
  /** How long a built sitemap is served before it is built again. */
  sitemapTtlMs?: number;
  /** How long the API may take to list the products and policies. */
  apiTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A crawler reads the sitemap now and then; five minutes old is fresh enough and spares the API. */
export const SITEMAP_TTL_MS = 5 * 60_000;
const SITEMAP_CACHE_CONTROL = `public, max-age=${SITEMAP_TTL_MS / 1000}`;
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The sitemap's document, built at most once per TTL however many ask at once. When the API
 * cannot answer, the last one built is served (stale beats none); with none yet, the error goes on.
 */
function cachedSitemap(options: SeoRoutesOptions): () => Promise<string> {
  const ttl = options.sitemapTtlMs ?? SITEMAP_TTL_MS;
  const now = options.now ?? Date.now;
  let built: { xml: string; at: number } | undefined;
  let building: Promise<string> | undefined;
  const build = async () => {
    try {
      const subjects: SitemapSubjects = await fetchSitemapSubjects(options.apiBaseUrl, options.apiTimeoutMs ?? 5000, options.fetch);
      built = { xml: renderSitemap(options.siteUrl, sitemapPaths(subjects)), at: now() };
      return built.xml;
    } catch (error) {
      if (built) return built.xml;
      throw error;
    } finally {
      building = undefined;
    }
  };
  return () => {
    if (built && now() - built.at < ttl) return Promise.resolve(built.xml);
    building ??= build();
    return building;
  };
}

/** GET /sitemap.xml and GET /robots.txt of the site. */
export function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  const sitemap = cachedSitemap(options);
  const robots = robotsTxt(options.siteUrl);
  app.get('/sitemap.xml', async (request, reply) => {
    let xml: string;
    try {
      xml = await sitemap();
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap: the API could not list the products and policies');
      // Crawlers come back after a 503; they could drop pages over a sitemap without them.
      return sendError(reply.header('Retry-After', '60'), 503, 'The sitemap is not available right now.');
    }
    return reply.header('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', ROBOTS_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );
}
