import type { RemoteModule } from '@storefront/shared/federation';
import { createContext } from 'react';
import type { PageModule } from './load-remote-page';

/**
 * The page area as the server rendered it: the route's page with its module (loaded before the
 * render, on the server and, to hydrate, in the browser), or without one when the server left
 * the page area to the browser (a skeleton in its HTML). Absent when rendering in the browser alone.
 */
export interface RenderedPage {
  target: RemoteModule;
  module: PageModule | undefined;
}

export const RenderedPageContext = createContext<RenderedPage | undefined>(undefined);

export const sameTarget = (a: RemoteModule, b: RemoteModule) => a.remote === b.remote && a.module === b.module;

