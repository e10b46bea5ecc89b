import { useRoutes } from '@storefront/shared/router';
import { routes } from './routes';

/** The route table, under whichever router the page runs in (the browser's, or the server's). */
export function SiteRoutes() {
  return useRoutes(routes);
}
