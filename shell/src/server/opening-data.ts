import {
  createQueryClient,
  isNotFoundError,
  openingRequest,
  policyQueries,
} from '@storefront/shared';
import { pageForPath, type OpeningData } from '@storefront/shared/federation';
import { dehydratePageQueries } from '@storefront/shared/server-rendering';

/** Resolves after `ms`, unless the timer is cancelled first. */
function budget(ms: number): { elapsed: Promise<void>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { elapsed, cancel: () => clearTimeout(timer) };
}

/**
 * Fetches what a URL's page opens on (its contract entry's `opensOn`) and what the layout shows
 * (the footer's policies), for at most `budgetMs`. What has arrived by then is what the render
 * uses and the browser hydrates; a page whose own data has not arrived is left to the browser.
 */
export async function fetchOpeningData(url: string, budgetMs: number): Promise<OpeningData> {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  const queryClient = createQueryClient();
  // A failed request is not retried within the budget: the browser asks again, and an API that
  // is down does not hold every page for the whole budget.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const page = pageForPath(pathname);
  const request = page && openingRequest(page, search);
  const timer = budget(budgetMs);
  await Promise.race([
    Promise.all([request?.prefetch(queryClient), queryClient.prefetchQuery(policyQueries.list())]),
    timer.elapsed,
  ]);
  timer.cancel();
  // An answer that the product or policy does not exist is rendered too: as the not-found page.
  const opening = request && queryClient.getQueryState(request.queryKey);
  const pageReady = !opening
    ? !request
    : opening.status === 'success' || isNotFoundError(opening.error);
  // Later answers are not rendered: the state is taken once, and the render hydrates from it.
  const queries = dehydratePageQueries(queryClient);
  queryClient.cancelQueries().catch(() => undefined);
  return { pageReady, queries };
}
