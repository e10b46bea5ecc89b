import { paths } from '@storefront/shared';
import type { QueryClient } from '@storefront/shared/query';
import { visitorSavesData } from '../start/saves-data';
import { whenIdle } from '../start/when-idle';
import { prefetchRouteData } from './prefetch-route-data';

let scheduled = false;

/**
 * The catalogue's first page, which the header's and footer's Products links open from every
 * page, fetched into the query cache in the first idle moment after a page is on screen: going
 * there then renders at once instead of waiting for its answer. A phone's tap gives no press to
 * start the request early (prefetchOnLinkIntent), so there it saves a whole round trip. About
 * 3 KB compressed, parsed and stored without rendering anything; skipped when the answer is in
 * the cache and fresh (on the listing itself) and when the visitor asked to save data. The
 * remotes' code waits longer (preload-remotes.ts): running it costs the main thread far more.
 */
export function prefetchCatalogueWhenIdle(queryClient: QueryClient): void {
  if (scheduled) return;
  scheduled = true;
  if (visitorSavesData()) return;
  whenIdle(() => prefetchRouteData(queryClient, { pathname: paths.products(), search: '' }));
}
