import {
  overrideParam,
  pageForPath,
  type Registry,
  type ServerRenderState,
  type ShellServer,
} from '@storefront/shared/federation';
import { loadSlotComponents, noSlots, type Warn } from './load-slot-components';
import type { RemotePageLoader } from './remote-page-loader';
import { renderKey, type RenderCache } from './render-cache';
import { startRenderTimer } from './render-metrics';
import { renderedParts, type RenderedParts } from './rendered-parts';

/** How long a render waits for the data its page opens on before leaving the page to the browser. */
export const DATA_BUDGET_MS = 300;

export interface SitePageRender {
  /** The rendered layout and page area; undefined when the server rendered nothing. */
  html: RenderedParts | undefined;
  /** What the browser needs to hydrate `html`. */
  state: ServerRenderState;
  /** Whether the API answered that the page's product or policy does not exist; undefined when unknown. */
  subjectMissing?: boolean;
  /** Whether `state` holds the API's answer to what the route's page opens on (or it opens on nothing). */
  openingDataIncluded?: boolean;
}

export interface SitePageRendererOptions {
  shell: ShellServer;
  loader: RemotePageLoader;
  dataBudgetMs?: number;
  /** Renders of whole pages, reused for the same URL, page code and data (render-cache.ts). */
  cache?: RenderCache;
}

export type { Warn };

/**
 * Renders a page of the site for one visitor: the route's page from the server build of the
 * version their registry names, with the data it opens on. Whatever fails costs only the page
 * area, which is then rendered as its skeleton for the browser to fill: a server build that is
 * missing, fails to load or throws, data slower than the budget, and a developer's
 * `?mf-override=` (the browser runs other code than the registry names).
 */
export function createSitePageRenderer(options: SitePageRendererOptions) {
  const { shell, loader } = options;
  return async (url: string, registry: Registry, warn: Warn): Promise<SitePageRender> => {
    const rendered = startRenderTimer();
    const { pathname, searchParams } = new URL(url, 'http://site.invalid');
    const route = pageForPath(pathname);
    // A developer's override runs other code in the browser: its page and slots are left to it.
    const overridden = searchParams.has(overrideParam);
    const target = route && !overridden ? { remote: route.remote, module: route.module } : undefined;
    const [data, slots, loaded] = await Promise.all([
      shell.fetchOpeningData(url, options.dataBudgetMs ?? DATA_BUDGET_MS),
      overridden ? noSlots : loadSlotComponents(loader, registry, warn),
      target &&
        loader.load(registry, target).catch((error: unknown) => {
          warn(
            `The server build of ${target.remote} could not load ${target.module}: its page area is left to the browser.`,
            error,
          );
          return undefined;
        }),
    ]);
    // What the data said, the same whichever way the page is rendered.
    const dataFacts = { subjectMissing: data.subjectMissing, openingDataIncluded: data.pageReady };
    if (target && loaded && data.pageReady) {
      const page = { ...target, version: loaded.version };
      const state = { page, slots: slots.rendered, queries: data.queries };
      const key = options.cache && renderKey(url, page, data.queries, slots.rendered);
      const cached = key && options.cache?.get(key);
      if (cached) {
        rendered('cached');
        return { html: cached, state, ...dataFacts };
      }
      try {
        const html = await renderedParts(
          await shell.render({ url, data, pageModule: loaded.module, slotModules: slots.modules }),
        );
        if (key) options.cache?.set(key, html);
        rendered('rendered');
        return { html, state, ...dataFacts };
      } catch (error) {
        warn(
          `${target.remote} ${loaded.version} failed to render ${url}: its page area is left to the browser.`,
          error,
        );
      }
    }
    try {
      const html = await renderedParts(await shell.render({ url, data, slotModules: slots.modules }));
      rendered('shell-only');
      return { html, state: { page: null, slots: slots.rendered, queries: data.queries }, ...dataFacts };
    } catch (error) {
      warn(`The shell failed to render ${url}: the whole page is left to the browser.`, error);
      rendered('failed');
      return { html: undefined, state: { page: null, queries: data.queries }, subjectMissing: data.subjectMissing };
    }
  };
}
