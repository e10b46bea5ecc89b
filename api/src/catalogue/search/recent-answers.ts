import { LRUCache } from 'lru-cache';

export interface RecentAnswersOptions {
  /** How long an answer is reused: the catalogue changes only when it is seeded. */
  ttlMs: number;
  /** Answers kept at most, so memory stays flat whatever visitors search for. */
  max: number;
}

export const DEFAULT_RECENT_ANSWERS: RecentAnswersOptions = { ttlMs: 10_000, max: 500 };

/**
 * Recent answers by what was asked (a listing's query, a suggestion's text), the pending ones too:
 * a popular search, category page or typed prefix costs one database statement per ten seconds
 * however many visitors ask at once, rather than one each.
 */
export class RecentAnswers<T extends object> {
  private readonly answers: LRUCache<string, Promise<T>>;

  constructor({ ttlMs, max }: RecentAnswersOptions = DEFAULT_RECENT_ANSWERS) {
    this.answers = new LRUCache({ max, ttl: ttlMs });
  }

  get(asked: unknown, load: () => Promise<T>): Promise<T> {
    const key = JSON.stringify(asked);
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
