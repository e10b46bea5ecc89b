import { createHash } from 'node:crypto';
import type { RemoteModule } from '@storefront/shared/federation';
import { LRUCache } from 'lru-cache';
import type { RenderedParts } from './rendered-parts';
import { countCacheLookup } from './render-metrics';

// A server render depends on nothing of the visitor: the server renders everyone's first view
// (no cart, no session; the browser adds those after hydration). So two renders of one URL with
// the same page code and the same data give the same HTML, and the second can be the first's.
// The key names all three, so a promote, a rollback, a canary or a changed price is rendered
// afresh on the very next page, with no expiry to wait for.

export interface RenderCacheOptions {
  /** The most HTML kept, in bytes. */
  maxBytes?: number;
  /**
   * How long a render is kept at most. Only what the key cannot name ages (the footer's year):
   * anything the key names is rendered afresh the moment it changes.
   */
  ttlMs?: number;
}

export interface RenderCache {
  get(key: string): RenderedParts | undefined;
  set(key: string, html: RenderedParts): void;
}

export function createRenderCache(options: RenderCacheOptions = {}): RenderCache {
  const cache = new LRUCache<string, RenderedParts>({
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (html) => Math.max(1, html.head.length + html.body.length),
    ttl: options.ttlMs ?? 60_000,
  });
  return {
    get: (key) => {
      const html = cache.get(key);
      countCacheLookup(html !== undefined);
      return html;
    },
    set: (key, html) => void cache.set(key, html),
  };
}

interface DehydratedQueryLike {
  queryHash?: unknown;
  state?: { status?: unknown; data?: unknown; error?: unknown };
}

/**
 * What a render's data is, without when it was fetched: TanStack Query's dehydrated state stamps
 * every query with times that differ on every request and that no page shows.
 */
function dataContent(queries: unknown): unknown {
  const list = (queries as { queries?: unknown } | null)?.queries;
  if (!Array.isArray(list)) return queries;
  return (list as DehydratedQueryLike[]).map((query) => [
    query.queryHash,
    query.state?.status,
    query.state?.data,
    query.state?.error,
  ]);
}

/**
 * The key of a render: the URL, the exact page code (remote, module, version), its data, and the
 * exact code of the layout's slots (another version of the header's search is another render).
 */
export function renderKey(
  url: string,
  page: RemoteModule & { version: string },
  queries: unknown,
  slots: readonly (RemoteModule & { version: string })[] = [],
): string {
  const slotCode = slots.map((slot) => `${slot.remote}/${slot.module}@${slot.version}`);
  return createHash('sha256')
    .update(JSON.stringify([url, page.remote, page.module, page.version, dataContent(queries), slotCode]))
    .digest('base64url');
}
