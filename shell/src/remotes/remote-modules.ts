import contract from '@storefront/shared/federation.json';
import type { RemoteName } from '../runtime/registry';

export interface RemoteModule {
  remote: RemoteName;
  module: string;
}

export interface RoutedPage extends RemoteModule {
  /** A React Router path pattern. */
  path: string;
}

/**
 * The route table of spec §2, from the federation contract: each path renders one exposed page
 * module of one remote. The site's server reads the same table to preload a page's code.
 */
export const routedPages = contract.pages as RoutedPage[];
