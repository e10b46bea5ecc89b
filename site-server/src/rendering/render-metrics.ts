import { Counter, Histogram } from 'prom-client';

/** How a page's server render went: its page area rendered, or taken from the render cache, or left to the browser. */
export type RenderResult = 'rendered' | 'cached' | 'shell-only' | 'failed';

const renders = new Histogram({
  name: 'site_server_render_duration_seconds',
  help: 'Server renders of pages by result: rendered, cached (the render cache had it), shell-only (page area left to the browser), failed (the whole page left to the browser).',
  labelNames: ['result'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

const cacheLookups = new Counter({
  name: 'site_render_cache_lookups_total',
  help: "Render cache lookups by result (hit, miss): a hit is a page area not rendered again.",
  labelNames: ['result'] as const,
});

/** Times one render from now; the function it returns records how it went. */
export function startRenderTimer(): (result: RenderResult) => void {
  const stop = renders.startTimer();
  return (result) => void stop({ result });
}

export const countCacheLookup = (hit: boolean) => cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
