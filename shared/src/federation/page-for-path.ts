import { matchRoutes } from 'react-router-dom';
import { matchRoute } from './match-route';
import { routedPages, type RoutedPage } from './remotes';

export interface MatchedPage extends RoutedPage {
  /** The route's parameters, decoded (`productId` of /products/details/:productId). */
  params: Readonly<Record<string, string | undefined>>;
}

// Ranked as the shell's router ranks them, so the server and the browser pick the same page.
const routes = routedPages.map((page) => ({ path: page.path, page }));

/** The remote page a URL path renders, if any. */
export function pageForPath(pathname: string): MatchedPage | undefined {
  const page = matchRoutes(routes, pathname)?.[0]?.route.page;
  const params = page && matchRoute(page.path, pathname);
  return page && params ? { ...page, params } : undefined;
}
