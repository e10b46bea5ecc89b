import { productQueries } from '@storefront/shared';
import { matchPath } from '@storefront/shared/router';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts the first page's API request while its remote's code is still on the way, instead of
 * after it arrives: the page's own query (same key, same client) then finds the request in
 * flight. Only the catalogue pages open on API data; the others render from their code.
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  const detail = matchPath('/products/details/:productId', pathname);
  if (detail?.params.productId) {
    void queryClient.prefetchQuery(productQueries.detail(detail.params.productId));
    return;
  }
  if (matchPath('/products/:category?', pathname)) void queryClient.prefetchQuery(productQueries.list());
}
