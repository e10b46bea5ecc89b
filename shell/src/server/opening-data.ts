import {
  createQueryClient,
  isNotFoundError,
  openingRequest,
  policyQueries,
} from '@storefront/shared';
import { pageForPath, type OpeningData } from '@storefront/shared/federation';
import { dehydratePageQueries, hashKey, type QueryKey } from '@storefront/shared/server-rendering';

/** Resolves after `ms`, unless the timer is cancelled first. */
function budget(ms: number): { elapsed: Promise<void>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { elapsed, cancel: () => clearTimeout(timer) };
}

export interface OpeningDataOptions {
  /**
   * How long an answer of the API serves further renders. The data pages open on is the public
   * catalogue (products, policies), never a visitor's own, and browsers keep it for a minute
   * (createQueryClient): a second on the server changes nothing a visitor sees, while renders of
   * a busy page share one request to the API instead of each making its own.
   */
  freshMs?: number;
  /** How long an answer no render asked for is kept before it is let go. */
  keptMs?: number;
}

/**
 * Fetches what a URL's page opens on (its contract entry's `opensOn`), what else it shows (its
 * extras) and what the layout shows (the footer's policies), for at most `budgetMs`. What has
 * arrived by then is what the render uses and the browser hydrates; a page whose own data has not
 * arrived is left to the browser. Answers are shared between renders while fresh; a failure or a
 * "no such product" is not reused: the next render asks again.
 */
export function createOpeningDataFetcher(options: OpeningDataOptions = {}) {
  const answers = createQueryClient();
  // A failed request is not retried within the budget: the browser asks again, and an API that
  // is down does not hold every page for the whole budget.
  answers.setDefaultOptions({
    queries: {
      ...answers.getDefaultOptions().queries,
      retry: false,
      staleTime: options.freshMs ?? 1_000,
      gcTime: options.keptMs ?? 10_000,
    },
  });
  return async (url: string, budgetMs: number): Promise<OpeningData> => {
    const { pathname, search } = new URL(url, 'http://site.invalid');
    const page = pageForPath(pathname);
    const request = page && openingRequest(page, search);
    const timer = budget(budgetMs);
    const extras = request?.extras ?? [];
    await Promise.race([
      Promise.all([
        request?.prefetch(answers),
        answers.prefetchQuery(policyQueries.list()),
        ...extras.map((extra) => extra.prefetch(answers)),
      ]),
      timer.elapsed,
    ]);
    timer.cancel();
    // An answer that the product or policy does not exist is rendered too: as the not-found page.
    const opening = request && answers.getQueryState(request.queryKey);
    const pageReady = !opening
      ? !request
      : opening.status === 'success' || isNotFoundError(opening.error);
    const subjectMissing = opening !== undefined && isNotFoundError(opening.error);
    // Later answers are not rendered: the state is taken once, and the render hydrates from it.
    const own = new Set([policyQueries.list().queryKey, request?.queryKey].flatMap((key) => (key ? [hashKey(key)] : [])));
    // Extras only with their answer, and not on a not-found page, which does not show them.
    const extrasShown = new Set(
      subjectMissing
        ? []
        : extras.filter((extra) => answers.getQueryState(extra.queryKey)?.status === 'success').map((extra) => hashKey(extra.queryKey)),
    );
    const queries = dehydratePageQueries(answers, (queryKey: QueryKey) => own.has(hashKey(queryKey)) || extrasShown.has(hashKey(queryKey)));
    return { pageReady, subjectMissing, queries };
  };
}
