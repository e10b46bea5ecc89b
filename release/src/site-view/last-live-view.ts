import type { LiveView } from '../registry/registry-store';
import { answeredFromStaleView } from '../registry/registry-metrics';

export interface LastLiveViewOptions {
  /** How long a request waits for the database before it is answered from the last view read. */
  waitMs?: number;
  /** The oldest view served while the database does not answer; past it, there is no view. */
  staleMaxMs: number;
  /** While the database does not answer, one request this often asks it again; the rest do not wait. */
  retryEveryMs?: number;
  now?: () => number;
}

/** The live view's state, for the site's health check and figures. */
export interface LiveViewHealth {
  /** Whether the last request was answered from a view the database could not confirm. */
  stale: boolean;
  /** How long ago the database last confirmed the view served; undefined before it ever did. */
  ageMs: number | undefined;
  /** Requests answered from a stale view since the process started. */
  staleAnswers: number;
}

/** No view to serve: the database has not answered, for longer than a view may be stale. */
export class LiveViewUnavailable extends Error {
  readonly statusCode = 503;
}

const DEFAULT_WAIT_MS = 1_500;
const DEFAULT_RETRY_EVERY_MS = 1_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The live view, kept serving when the database is down, frozen or restarting: a request waits
 * at most `waitMs` for it, then is answered from the last view the database confirmed, as long
 * as that is at most `staleMaxMs` old. While the database does not answer, it is asked again
 * once a second, and requests are answered at once from that view meanwhile. Without a view
 * young enough, a request fails with LiveViewUnavailable (503).
 */
export function lastLiveView(read: () => Promise<LiveView>, options: LastLiveViewOptions) {
  const now = options.now ?? Date.now;
  const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
  const retryEveryMs = options.retryEveryMs ?? DEFAULT_RETRY_EVERY_MS;
  let last: { view: LiveView; confirmedAt: number } | undefined;
  let failing = false;
  let askedAt = -Infinity;
  let stale = false;
  let staleAnswers = 0;
  let lastError: unknown;
  const ask = async (): Promise<LiveView> => {
    const startedAt = (askedAt = now());
    const reading = read().then((view) => {
      // A read that outlived its request still brings the view up to date: the database answers.
      if (!last || startedAt >= last.confirmedAt) last = { view, confirmedAt: startedAt };
      failing = stale = false;
      return view;
    });
    reading.catch(() => undefined);
    try {
      return await within(reading, waitMs);
    } catch (error) {
      failing = true;
      lastError = error;
      throw error;
    }
  };
  const fallBack = (error: unknown): LiveView => {
    if (!last || now() - last.confirmedAt > options.staleMaxMs) {
      throw new LiveViewUnavailable(
        'The registry cannot be read, and no live view read recently enough is kept.',
        { cause: error },
      );
    }
    stale = true;
    staleAnswers += 1;
    answeredFromStaleView();
    return last.view;
  };
  return {
    view: async (): Promise<LiveView> => {
      if (!failing) return ask().catch(fallBack);
      if (now() - askedAt >= retryEveryMs) {
        const probe = ask();
        // With a view to serve, nobody waits for a database that has not been answering; without one, this request does.
        if (!last) return probe.catch(fallBack);
        probe.catch(() => undefined);
      }
      return fallBack(lastError);
    },
    /** The last view the database gave, however old; undefined before the first. */
    last: (): LiveView | undefined => last?.view,
    health: (): LiveViewHealth => ({
      stale,
      ageMs: last && now() - last.confirmedAt,
      staleAnswers,
    }),
  };
}
