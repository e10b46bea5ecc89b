import contract from '@storefront/shared/federation.json' with { type: 'json' };
import { matchRoute } from '@storefront/shared/router';

export interface RoutedPage {
  path: string;
  remote: string;
  module: string;
}

const pages: RoutedPage[] = contract.pages;

export interface MatchedPage extends RoutedPage {
  /** The route's parameters, decoded (`productId` of /products/details/:productId). */
  params: Readonly<Record<string, string | undefined>>;
}

/** The remote page a URL path renders (the shell's route table, in its order), if any. */
export function pageForPath(pathname: string): MatchedPage | undefined {
  for (const page of pages) {
    const params = matchRoute(page.path, pathname);
    if (params) return { ...page, params };
  }
  return undefined;
}
