import { LRUCache } from 'lru-cache';
import type { ListingQuery } from './listing-query';
import type { ProductListing } from './product-listing';

export interface ListingCacheOptions {
  /** How long an answer is reused: the catalogue changes only when it is seeded. */
  ttlMs: number;
  /** Answers kept at most, so memory stays flat whatever visitors search for. */
  max: number;
}

export const DEFAULT_LISTING_CACHE: ListingCacheOptions = { ttlMs: 10_000, max: 500 };

/**
 * Recent listings by query, the pending ones too: a popular search or category page costs one
 * database statement per ten seconds however many visitors ask at once, rather than one each.
 */
export class ListingCache {
  private readonly answers: LRUCache<string, Promise<ProductListing>>;

  constructor({ ttlMs, max }: ListingCacheOptions = DEFAULT_LISTING_CACHE) {
    this.answers = new LRUCache({ max, ttl: ttlMs });
  }

  get(query: ListingQuery, load: () => Promise<ProductListing>): Promise<ProductListing> {
    const key = JSON.stringify(query);
    const cached = this.answers.get(key);
    if (cached) return cached;
    const answer = load();
    this.answers.set(key, answer);
    // A failure is not reused: the next request asks the database again.
    answer.catch(() => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    });
    return answer;
  }
}
