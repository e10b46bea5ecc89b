import type { LiveView } from './registry-store';

export interface LiveViewCacheOptions {
  /** Reads the whole view (five queries). */
  read: () => Promise<LiveView>;
  /** The registry's generation (registry-store.ts): one cheap query. */
  generation: () => Promise<number>;
  /**
   * How long a view is used at most even when the generation has not moved: what the generation
   * does not follow (browsers' reports of failures, time passing towards "known good", two
   * commands committing out of the order they began in) is then at most this late.
   */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The live view for every page and /registry.json without reading all of it each time: a
 * promote, rollback, canary or withdrawal moves the generation, so the very next request reads
 * the view afresh; otherwise it is read again once it is `maxAgeMs` old. Requests arriving while
 * it is read share the one read.
 */
export function createLiveViewCache(options: LiveViewCacheOptions): () => Promise<LiveView> {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 1_000;
  let kept: { generation: number; readAt: number; view: Promise<LiveView> } | undefined;
  return async () => {
    const generation = await options.generation();
    if (kept && kept.generation === generation && now() - kept.readAt < maxAgeMs) return kept.view;
    const entry = { generation, readAt: now(), view: options.read() };
    kept = entry;
    // A failed read is not kept: the next request reads again.
    entry.view.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.view;
  };
}
