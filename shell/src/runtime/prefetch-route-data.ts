import { productQueries } from '@storefront/shared';
import { matchRoute } from '@storefront/shared/router';
import type { QueryClient } from '@storefront/shared/query';
import { routedPages } from '../remotes/remote-modules';

const pathOf = (module: string) => routedPages.find((page) => page.module === module)?.path;
const DETAIL_PATH = pathOf('ProductDetailPage');
const LISTING_PATH = pathOf('ProductListPage');

/**
 * Starts the first page's API request while its remote's code is still on the way, instead of
 * after it arrives: the page's own query (same key, same client) then finds the request in
 * flight. Only the catalogue pages open on API data; the others render from their code.
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string): void {
  const productId = DETAIL_PATH ? matchRoute(DETAIL_PATH, pathname)?.productId : undefined;
  if (productId) {
    void queryClient.prefetchQuery(productQueries.detail(productId));
    return;
  }
  if (LISTING_PATH && matchRoute(LISTING_PATH, pathname)) void queryClient.prefetchQuery(productQueries.list());
}
