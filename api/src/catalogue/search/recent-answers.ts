import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';

export interface RecentAnswersOptions {
  /** How long an answer is fresh: the catalogue changes only when it is seeded. */
  ttlMs: number;
  /** How long after that an answer may still be given while a fresh one is read in its place. */
  staleMs: number;
  /** Answers kept at most, so memory stays flat whatever visitors search for. */
  max: number;
}

export const DEFAULT_RECENT_ANSWERS: RecentAnswersOptions = { ttlMs: 10_000, staleMs: 50_000, max: 500 };

/**
 * Refreshes of stale answers the process runs at once, all caches together. Answers read together
 * go stale together: a few hundred searches asked in one minute would otherwise all be read again
 * at once ten seconds later, each a count over thousands of rows, and the database's cores spent on
 * refreshes would slow every visitor's request. Queued, a refresh costs only freshness: the stale
 * answer is given meanwhile. A visitor's own first read is never queued.
 */
const REFRESHES_AT_ONCE = 2;
const sharedRefreshes = pLimit(REFRESHES_AT_ONCE);

/**
 * Recent answers by what was asked (a listing's query, a suggestion's text), the pending ones too:
 * a popular search, category page or typed prefix costs one database statement per ten seconds
 * however many visitors ask at once, rather than one each. A visitor never waits for a refresh
 * (stale while revalidate, as a CDN would serve it): an answer up to a minute old is given at
 * once while the next is read, and still given if that read fails; an older one, or none, is
 * waited for.
 */
export class RecentAnswers<T extends object> {
  private readonly answers: LRUCache<string, T, () => Promise<T>>;
  private readonly staleMs: number;

  constructor({ ttlMs, staleMs, max }: RecentAnswersOptions = DEFAULT_RECENT_ANSWERS, refreshes: LimitFunction = sharedRefreshes) {
    this.staleMs = staleMs;
    // A failed first read is not kept: the next request asks the database again. A failed refresh
    // keeps the stale answer (stale if error, as a CDN would): through a database restart or a
    // moment's outage, what visitors searched for in the last minute is still answered, and the
    // next request tries again. A refresh whose answer was dropped while it waited (too old, or
    // evicted) is not read at all.
    this.answers = new LRUCache({
      max,
      ttl: ttlMs,
      allowStale: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: (_key, stale, { context, signal }) =>
        stale === undefined ? context() : refreshes(() => (signal.aborted ? stale : context())),
    });
  }

  async get(asked: unknown, load: () => Promise<T>): Promise<T> {
    const key = JSON.stringify(asked);
    if (this.answers.getRemainingTTL(key) < -this.staleMs) this.answers.delete(key);
    return (await this.answers.fetch(key, { context: load }))!;
  }
}
