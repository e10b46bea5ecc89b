import type { Kysely } from 'kysely';
import type { ApiTables } from '../../database/api-tables';
import { foldText } from './search-terms';

export interface SearchLogOptions {
  /** How long a search waits in memory before it is written with the others. */
  flushMs: number;
  /** Written at once when this many wait. */
  batchSize: number;
  /** Kept at most while the database is away; older ones are dropped past it, so memory stays flat. */
  maxPending: number;
}

export const DEFAULT_SEARCH_LOG_OPTIONS: SearchLogOptions = { flushMs: 2_000, batchSize: 500, maxPending: 10_000 };

interface Entry {
  query: string;
  result_count: number;
  searched_at: Date;
}

/**
 * The searches visitors make (the words, folded, and how many products they found; nothing
 * about who asked), kept in memory and written in batches, so a search never waits for its own
 * record. close() writes what is left: a clean shutdown loses none.
 */
export class SearchLog {
  private pending: Entry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<ApiTables>,
    private readonly options: SearchLogOptions = DEFAULT_SEARCH_LOG_OPTIONS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(query: string, resultCount: number): void {
    const folded = foldText(query);
    if (folded === '') return;
    this.pending.push({ query: folded, result_count: resultCount, searched_at: this.now() });
    if (this.pending.length > this.options.maxPending) this.pending.splice(0, this.pending.length - this.options.maxPending);
    if (this.pending.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs).unref();
  }

  /** Writes every waiting search; resolves once they are stored (or put back after a failure). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending.splice(0);
    if (batch.length === 0) return this.writing;
    this.writing = this.writing.then(() =>
      this.db
        .insertInto('search_log')
        .values(batch)
        .execute()
        .then(
          () => undefined,
          () => {
            // The database is away: keep them for the next write, within the cap.
            const room = this.options.maxPending - this.pending.length;
            if (room > 0) this.pending.unshift(...batch.slice(-room));
          },
        ),
    );
    return this.writing;
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
