import contract from '@storefront/shared/federation.json' with { type: 'json' };
import { matchPath } from '@storefront/shared/router';

export interface RoutedPage {
  path: string;
  remote: string;
  module: string;
}

const pages: RoutedPage[] = contract.pages;

/** The remote page a URL path renders (the shell's route table, in its order), if any. */
export function pageForPath(pathname: string): RoutedPage | undefined {
  return pages.find((page) => matchPath({ path: page.path, end: true }, pathname) !== null);
}
