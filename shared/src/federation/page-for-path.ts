import { matchRoutes } from 'react-router-dom';
import { matchRoute } from './match-route';
import { routedPages, type RoutedPage } from './remotes';

export interface MatchedPage extends RoutedPage {
  /** The route's parameters, decoded (`productId` of /products/details/:productId). */
  params: Readonly<Record<string, string | undefined>>;
}

// Ranked as the shell's router ranks them, so the server and the browser pick the same page.
const routes = routedPages.map((page) => ({ path: page.path, page }));

// The server asks this several times for every page it sends (its status, its preloads, its
// render), and matchRoutes ranks every route afresh each time: the answers are kept, a bounded
// number of them, since a path is anything a visitor types.
const MAX_KEPT = 1_000;
const kept = new Map<string, MatchedPage | undefined>();

/** The remote page a URL path renders, if any. */
export function pageForPath(pathname: string): MatchedPage | undefined {
  if (kept.has(pathname)) return kept.get(pathname);
  const page = matchRoutes(routes, pathname)?.[0]?.route.page;
  const params = page && matchRoute(page.path, pathname);
  const matched = page && params ? Object.freeze({ ...page, params: Object.freeze(params) }) : undefined;
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(pathname, matched);
  return matched;
}
