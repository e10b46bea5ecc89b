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
/**
 * Loads of each page on each site at least, whatever the bench's runs: a first card arrives about
 * 150 ms after the navigation starts, and single loads vary by half of that on a shared machine.
 * With five, two sites showing the very same page (100,000 and 1,000 products) differed by a
 * median 1.22 to 1.4 in one run; with fifteen, by 0.96 to 1.09 (2026-11-29).
 */
const FIRST_CARD_RUNS_AT_LEAST = 15;
const CONNECTIONS = 20;
const LOAD_SECONDS = 20;

export interface CatalogueSites {
  /** The site with the seed catalogue, and the one with the large catalogue. */
  normal: { siteUrl: string };
  large: { siteUrl: string; apiUrl: string };
  /** A site whose every compared page shows as many cards as the large one's (FULL_PAGES_CATALOGUE products). */
  fullPages: { siteUrl: string };
  /** The large site's API process, started with snapshotOnSignal(snapshotDir). */
  largeApiPid: number;
  snapshotDir: string;
}

/** A path's answer when asked alone: its status, time, and whether it found anything. */
interface PathCheck {
  path: string;
  status: number;
  ms: number;
  empty: boolean;
}

/**
 * Each path asked once, alone, before the load: which fail or find nothing, and the slowest,
 * to say where a missed target comes from.
 */
async function checkPaths(apiUrl: string, paths: readonly string[]) {
  const checks: PathCheck[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${apiUrl}${path}`);
    const body = (await response.json().catch(() => ({}))) as { data?: unknown[] | { products: unknown[]; categories: unknown[] } };
    const ms = Math.round(performance.now() - started);
    const data = body.data ?? [];
    checks.push({ path, status: response.status, ms, empty: Array.isArray(data) ? data.length === 0 : data.products.length + data.categories.length === 0 });
  }
  return {
    failed: checks.filter((check) => check.status !== 200).map((check) => `${check.path}: ${check.status}`),
    findingNothing: `${checks.filter((check) => check.empty).length} of ${checks.length}`,
    slowest: checks.sort((a, b) => b.ms - a.ms).slice(0, 5).map((check) => `${check.path}: ${check.ms} ms`),
  };
}

/** Issue 52's measurements of `parts`, on the sites; `browser` is needed for the pages. */
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
    log(`sitemap: ${JSON.stringify(results.sitemap)}`);
  }
  if (parts.includes('pages')) {
    if (!browser) throw new Error('The listing pages are measured in a browser.');
    // The seed's category page shows a few cards where the large catalogue's shows a whole page,
    // and a first card arrives once the document around it is parsed: the site whose pages are as
    // full as the large one's says what the catalogue's size costs apart from what a page shows.
    const order: ReadonlyArray<'normal' | 'large' | 'fullPages'> = ['normal', 'large', 'fullPages'];
    // One visit of each page on each site first, not counted: the first render of a page after a
    // site starts compiles its code paths and fills the API's answer caches, a start-up cost
    // (several times a warm visit) that with few runs would decide the median. It is reported.
    const firstVisits: Record<string, Record<string, number>> = {};
    for (const page of LISTING_PAGES) {
      log(`first visit of ${page} (not counted)`);
      for (const site of order) (firstVisits[page] ??= {})[`${site}Ms`] = await timeToFirstCard(browser, `${sites[site].siteUrl}${page}`);
    }
    details.firstVisitsMs = firstVisits;
    const times: Record<string, Record<(typeof order)[number], number[]>> = {};
    const cardRuns = Math.max(runs, FIRST_CARD_RUNS_AT_LEAST);
    for (let run = 0; run < cardRuns; run += 1) {
      for (const page of LISTING_PAGES) {
        log(`run ${run + 1}/${cardRuns} first cards of ${page}`);
        const time = (times[page] ??= { normal: [], large: [], fullPages: [] });
        // Each site first in turn: the machine's load drifts.
        for (let index = 0; index < order.length; index += 1) {
          const site = order[(index + run) % order.length]!;
          time[site].push(await timeToFirstCard(browser, `${sites[site].siteUrl}${page}`));
        }
      }
    }
    results.firstCards = Object.fromEntries(
      Object.entries(times).map(([page, time]) => [page, { normalMs: median(time.normal), largeMs: median(time.large), fullPagesMs: median(time.fullPages) }]),
    );
    // The seed's pages too: whether a page's size follows the catalogue's, or the page's own.
    const htmlKb = async (siteUrl: string) =>
      Object.fromEntries(await Promise.all(LISTING_PAGES.map(async (page) => [page, kb(Buffer.byteLength(await (await fetch(`${siteUrl}${page}`, { headers: { accept: 'text/html' } })).text()))])));
    results.htmlKb = await htmlKb(large.siteUrl);
    details.htmlKbWithTheSeed = await htmlKb(sites.normal.siteUrl);
    log(`first cards (ms) ${JSON.stringify(times)}; HTML (KB) ${JSON.stringify(results.htmlKb)}, with the seed ${JSON.stringify(details.htmlKbWithTheSeed)}`);
  }
  if (parts.includes('search')) {
    const searches = searchPaths(API_PREFIX);
    const suggestions = suggestionPaths(API_PREFIX);
    details.searchesAlone = await checkPaths(large.apiUrl, searches);
    details.suggestionsAlone = await checkPaths(large.apiUrl, suggestions);
    log(`asked alone: ${JSON.stringify({ searches: details.searchesAlone, suggestions: details.suggestionsAlone })}`);
    log(`search API: ${searches.length} searches with filters in turn, ${CONNECTIONS} clients for ${LOAD_SECONDS} s…`);
    results.search = await loadApi(large.apiUrl, searches, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
    log(`search API: ${JSON.stringify(results.search)}`);
    log(`suggestions API: ${suggestions.length} prefixes and typos in turn, ${CONNECTIONS} clients for ${LOAD_SECONDS} s…`);
    results.suggestions = await loadApi(large.apiUrl, suggestions, { connections: CONNECTIONS, seconds: LOAD_SECONDS });
    log(`suggestions API: ${JSON.stringify(results.suggestions)}`);
    log(`API memory over ${SEARCHES_WITHIN_MEMORY_READINGS.toLocaleString('en')} searches…`);
    // Searches and suggestions alternate, as a visitor's typing and choosing do.
    const mixed = searches.flatMap((path, index) => [path, suggestions[index % suggestions.length]!]);
    results.memory = await measureSearchMemory(large.apiUrl, mixed, sites.largeApiPid, sites.snapshotDir);
  }
  return { results, details };
}
