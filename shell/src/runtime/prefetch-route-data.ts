import { isNotFoundError, openingRequest } from '@storefront/shared';
import { pageForPath } from '@storefront/shared/federation';
import { useQueryClient, type QueryClient } from '@storefront/shared/query';
import { useLocation } from '@storefront/shared/router';
import { useLayoutEffect } from 'react';
import { loadRemotePageFor } from '../remotes/load-remote-page';

/**
 * Starts the API request a page opens on (its contract entry's `opensOn`) while its remote's code
 * is still on the way, instead of after it arrives: the page's own query (same key, same client)
 * then finds the request in flight. Pages that open on their code alone request nothing.
 */
export function prefetchRouteData(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): void {
  const page = pageForPath(pathname);
  const request = page && openingRequest(page, search);
  if (!request) return;
  // That the product or policy does not exist is an answer too (a server-rendered not-found
  // page hydrates with it); asking again would turn the page back into its loading state.
  const known = queryClient.getQueryState(request.queryKey);
  if (known?.status === 'error' && isNotFoundError(known.error)) return;
  void request.prefetch(queryClient);
}

/**
 * The request a page opens on, when it is on its way (started on the link's press or click) and
 * its answer is not yet in the cache: a route change can wait for it briefly, so the page renders
 * once with its data instead of starting with its loading state and rendering again as the answer
 * arrives. Undefined when there is nothing to wait for; starts nothing itself.
 */
export function openingDataOnItsWay(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> | undefined {
  const page = pageForPath(pathname);
  const request = page && openingRequest(page, search);
  const state = request && queryClient.getQueryState(request.queryKey);
  if (!request || state?.fetchStatus !== 'fetching' || state.data !== undefined) return undefined;
  // A fetch already under way is joined, not repeated.
  return request.prefetch(queryClient);
}

/**
 * The same for every later page: the request starts as the route changes, while the page's code
 * is being loaded and run, not after the page has rendered. Fresh data is not asked for again.
 */
export function usePrefetchRouteDataOnNavigate(): void {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  useLayoutEffect(
    () => prefetchRouteData(queryClient, { pathname, search }),
    [queryClient, pathname, search],
  );
}

/**
 * Starts a page's request and its code as soon as the visitor shows they are going there: the
 * mouse press on a link (some 50-100 ms before its click) or the click itself (keyboard, touch).
 * A touch press is not taken as intent: it may begin a scroll. Returns a function that stops
 * listening.
 */
export function prefetchOnLinkIntent(queryClient: QueryClient): () => void {
  const onIntent = (event: MouseEvent) => {
    if (
      event.type === 'pointerdown' &&
      ((event as PointerEvent).pointerType === 'touch' || event.button !== 0)
    )
      return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    prefetchRouteData(queryClient, link);
    loadRemotePageFor(link.pathname);
  };
  document.addEventListener('pointerdown', onIntent, true);
  document.addEventListener('click', onIntent, true);
  return () => {
    document.removeEventListener('pointerdown', onIntent, true);
    document.removeEventListener('click', onIntent, true);
  };
}
