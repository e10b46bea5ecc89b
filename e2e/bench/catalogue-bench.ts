import type { Browser } from '@playwright/test';
import { API_PREFIX } from '@storefront/shared/api-paths';
import { loadApi } from './api-load';
import type { CataloguePart } from './catalogue-parts';
import { searchPaths, suggestionPaths } from './catalogue-queries';
import type { CatalogueResults } from './catalogue-targets';
import { timeToFirstCard } from './scale';
import { measureSearchMemory, SEARCHES_WITHIN_MEMORY_READINGS } from './search-memory';
import { crawlSitemap } from './sitemap-crawl';
import { kb, median } from './stats';

/** The listing pages compared: all products, a search, a category. */
export const LISTING_PAGES = ['/products', '/products?q=lock', '/products/Smart%20Locks'];
const CONNECTIONS = 20;
const LOAD_SECONDS = 20;

export interface CatalogueSites {
  /** The site with the seed catalogue, and the one with the large catalogue. */
  normal: { siteUrl: string };
  large: { siteUrl: string; apiUrl: string };
  /** The large site's API process, started with snapshotOnSignal(snapshotDir). */
  largeApiPid: number;
  snapshotDir: string;
}

/**
 * Every path answers 200 before the load counts anything (an API without the catalogue's
 * endpoints would only measure 404s); how many found nothing is part of the results.
 */
async function answeredPaths(apiUrl: string, paths: readonly string[]): Promise<{ empty: number }> {
  let empty = 0;
  for (const path of paths) {
    const response = await fetch(`${apiUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as { data: unknown[] | { products: unknown[]; categories: unknown[] } };
    if (Array.isArray(data) ? data.length === 0 : data.products.length + data.categories.length === 0) empty += 1;
  }
  return { empty };
}

/** Issue 52's measurements of `parts`, on the two sites; `browser` is needed for the pages. */
export async function measureCatalogue(
  sites: CatalogueSites,
  { parts, runs, browser, log }: { parts: readonly CataloguePart[]; runs: number; browser?: Browser; log: (line: string) => void },
): Promise<{ results: CatalogueResults; details: Record<string, unknown> }> {
  const results: CatalogueResults = {};
  const details: Record<string, unknown> = {};
  const { large } = sites;
  // First, while nothing has asked for it: the sitemap as a crawler finds it, built from the API.
  if (parts.includes('sitemap')) {
    log('sitemap: the index and every file…');
    results.sitemap = await crawlSitemap(large.siteUrl);
  }
  if (parts.includes('pages')) {
    if (!browser) throw new Error('The listing pages are measured in a browser.');
    const times: Record<string, { normal: number[]; large: number[] }> = {};
    for (let run = 0; run < runs; run += 1) {
      for (const page of LISTING_PAGES) {
        log(`run ${run + 1}/${runs} first cards of ${page}`);
        const time = (times[page] ??= { normal: [], large: [] });
        // Alternating which site goes first: the machine's load drifts.
        const order = run % 2 === 0 ? (['normal', 'large'] as const) : (['large', 'normal'] as const);
        for (const site of order) time[site].push(await timeToFirstCard(browser, `${sites[site].siteUrl}${page}`));
      }
    }
    results.firstCards = Object.fromEntries(Object.entries(times).map(([page, time]) => [page, { normalMs: median(time.normal), largeMs: median(time.large) }]));
    results.htmlKb = {};
    for (const page of LISTING_PAGES) {
      const html = await (await fetch(`${large.siteUrl}${page}`, { headers: { accept: 'text/html' } })).text();
      results.htmlKb[page] = kb(Buffer.byteLength(html));
    }
  }
  if (parts.includes('search')) {
    const searches = searchPaths(API_PREFIX);
    const suggestions = suggestionPaths(API_PREFIX);
    details.searchesFindingNothing = `${(await answeredPaths(large.apiUrl, searches)).empty} of ${searches.length}`;
    details.suggestionsFindingNothing = `${(await answeredPaths(large.apiUrl, suggestions)).empty} of ${suggestions.length}`;
    log(`search API: ${searches.length} searches with filters in turn, ${CONNECTIONS} clients for ${LOAD_SECONDS} s…`);
    results.search = await loadApi(large.apiUrl, searches, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
    log(`suggestions API: ${suggestions.length} prefixes and typos in turn, ${CONNECTIONS} clients for ${LOAD_SECONDS} s…`);
    results.suggestions = await loadApi(large.apiUrl, suggestions, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
    log(`API memory over ${SEARCHES_WITHIN_MEMORY_READINGS.toLocaleString('en')} searches…`);
    // Searches and suggestions alternate, as a visitor's typing and choosing do.
    const mixed = searches.flatMap((path, index) => [path, suggestions[index % suggestions.length]!]);
    results.memory = await measureSearchMemory(large.apiUrl, mixed, sites.largeApiPid, sites.snapshotDir);
  }
  return { results, details };
}
