import type { ApiLoad } from './api-load';
import type { Target } from './report';
import { SEARCHES_WITHIN_MEMORY_READINGS, type SearchMemory } from './search-memory';
import type { SitemapCrawl } from './sitemap-crawl';
import { round } from './stats';

/** The catalogue size issue 52's targets are set at. */
export const LARGE_CATALOGUE = 100_000;
const large = LARGE_CATALOGUE.toLocaleString('en');
/** A catalogue large enough that each compared listing page is a whole page of cards (the seed's category page shows a few). */
export const FULL_PAGES_CATALOGUE = 1_000;

/** What the catalogue's part of the bench measured; a part left out (BENCH_CATALOGUE_PARTS) is absent. */
export interface CatalogueResults {
  /**
   * Per listing page (its path): median time to the first product card, with the seed, with the
   * large catalogue, and with FULL_PAGES_CATALOGUE products (when measured).
   */
  firstCards?: Record<string, { normalMs: number; largeMs: number; fullPagesMs?: number }>;
  /** Per listing page: its HTML's size, uncompressed, with the large catalogue. */
  htmlKb?: Record<string, number>;
  search?: ApiLoad;
  suggestions?: ApiLoad;
  memory?: SearchMemory;
  sitemap?: SitemapCrawl;
}

const loadTarget = (name: string, load: ApiLoad, limitMs: number): Target => ({
  name: `${name} at ${large} products, 20 clients for 20 s: p95`,
  measured: `${load.p95Ms} ms (p50 ${load.p50Ms}, p99 ${load.p99Ms} ms; ${load.requests} answers, ${load.perSecond}/s, ${load.failed} failed)`,
  limit: `≤ ${limitMs} ms, none failed`,
  pass: load.p95Ms <= limitMs && load.failed === 0 && load.requests > 0,
});

/** Issue 52's targets for what was measured. */
export function catalogueTargets(results: CatalogueResults): Target[] {
  const targets: Target[] = [];
  for (const [page, { normalMs, largeMs, fullPagesMs }] of Object.entries(results.firstCards ?? {})) {
    const ratio = largeMs / normalMs;
    // Beside it, what the catalogue's size alone costs: against a catalogue whose page is as full.
    const asFull = fullPagesMs === undefined ? '' : `; ${round(largeMs / fullPagesMs, 2)} against ${FULL_PAGES_CATALOGUE.toLocaleString('en')} products, as many cards (${round(fullPagesMs)} ms)`;
    targets.push({
      name: `first cards of ${page}, ${large} products / seed`,
      measured: `${round(ratio, 2)} (${round(largeMs)} / ${round(normalMs)} ms)${asFull}`,
      limit: '≤ 1.2',
      pass: ratio <= 1.2,
    });
  }
  if (results.htmlKb) {
    const [page, kb] = Object.entries(results.htmlKb).sort(([, a], [, b]) => b - a)[0]!;
    targets.push({ name: `listing page HTML at ${large} products, largest`, measured: `${kb} KB (${page})`, limit: '≤ 150 KB', pass: kb <= 150 });
  }
  if (results.search) targets.push(loadTarget('search API (q with facets)', results.search, 50));
  if (results.suggestions) targets.push(loadTarget('search suggestions API', results.suggestions, 30));
  if (results.sitemap) {
    const { ms, files, urls, productUrls } = results.sitemap;
    targets.push({
      name: `sitemap index and every file at ${large} products`,
      measured: `${ms} ms (${files} files, ${urls} URLs, ${productUrls} products)`,
      limit: `≤ 5000 ms, every product listed`,
      pass: ms <= 5000 && productUrls === LARGE_CATALOGUE,
    });
  }
  if (results.memory) {
    const { searches, beforeMb, afterMb, growthPercent, failed } = results.memory;
    targets.push({
      name: `API memory growth over ${SEARCHES_WITHIN_MEMORY_READINGS.toLocaleString('en')} searches at ${large} products`,
      measured: `${growthPercent} % (${beforeMb} → ${afterMb} MB over ${searches} searches, ${failed} failed)`,
      limit: '≤ 10 %, none failed',
      pass: growthPercent <= 10 && failed === 0 && searches >= SEARCHES_WITHIN_MEMORY_READINGS,
    });
  }
  return targets;
}
