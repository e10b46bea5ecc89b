import { productQueries, useHydrated } from '@storefront/shared';
import { listingApiQuery, type ListingState } from '@storefront/shared/listing-query';
import { useQueryClient } from '@storefront/shared/query';
import { useEffect, useRef } from 'react';
import { whenIdleAndShown } from './when-idle-and-shown';

/** The visitor asked the browser to spend as little data as it can (Chrome's Lite mode, Android's Data Saver). */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Fetches each of `listings` but the one `shown` into the query cache, as the storefronts people
 * compare us with fetch what a page's links lead to once it is idle: the visitor's next choice
 * then shows at once, with no request and no loading state. Starts once the page is interactive,
 * one listing per idle period and one request at a time, in the order given; each listing at most
 * once while this page is open, and not at all while its cached answer is fresh (the query's
 * staleTime), while the page is hidden, or for a visitor saving data.
 */
export function usePrefetchListingsWhenIdle(shown: ListingState, listings: readonly ListingState[]): void {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const asked = useRef(new Set<string>());
  // The page's own query is its own business: fetched by it, retried by its Retry button.
  const onScreen = listingApiQuery(shown);
  // A string: the listings are new objects on every render, the queries they name seldom change.
  const queries = JSON.stringify(listings.map(listingApiQuery).filter((query) => query !== onScreen));

  useEffect(() => {
    if (!hydrated || savesData()) return;
    const waiting = (JSON.parse(queries) as string[]).filter((query) => !asked.current.has(query));
    let stopped = false;
    let cancel = () => {};
    const next = () => {
      if (stopped || waiting.length === 0) return;
      cancel = whenIdleAndShown(() => {
        for (let query = waiting.shift(); query !== undefined && !stopped; query = waiting.shift()) {
          asked.current.add(query);
          // The key and fetcher the listing itself uses (use-listing.ts), so its page finds the answer.
          const listing = productQueries.search(query);
          const done = queryClient.prefetchQuery(listing);
          // A listing still fresh in the cache starts no request: the next one goes in this same
          // idle period.
          if (queryClient.getQueryState(listing.queryKey)?.fetchStatus === 'fetching') return void done.finally(next);
        }
      });
    };
    next();
    return () => {
      stopped = true;
      cancel();
    };
  }, [hydrated, queries, queryClient]);
}
