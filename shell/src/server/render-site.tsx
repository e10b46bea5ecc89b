import { CacheProvider } from '@emotion/react';
import { AppProviders, createQueryClient } from '@storefront/shared';
import {
  pageForPath,
  slotComponents,
  type OpeningData,
  type RenderedHtml,
  type SlotName,
} from '@storefront/shared/federation';
import {
  hydratePageQueries,
  StaticRouter,
  type DehydratedState,
} from '@storefront/shared/server-rendering';
import { renderToPipeableStream } from 'react-dom/server';
import { SiteRoutes } from '../app/site-routes';
import type { PageModule } from '../remotes/load-remote-page';
import { RenderedPageContext, type RenderedPage } from '../remotes/rendered-page';
import { RenderedSlotsContext, type RenderedSlots } from '../remotes/rendered-slots';
import { collectStyles } from './collect-styles';

/** A render still unfinished after this long is abandoned (a page that waits for something). */
const RENDER_TIMEOUT_MS = 2_000;

function isPageModule(module: unknown): module is PageModule {
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof (module as { default?: unknown }).default === 'function'
  );
}

export interface SiteRenderInput {
  url: string;
  data: OpeningData;
  /** The route's remote page; when absent (or not a page) the page area is left to the browser. */
  pageModule?: unknown;
  /** The slot components loaded for this render; a slot without one (or not a component) renders its fallback. */
  slotModules?: Partial<Record<SlotName, unknown>>;
}

/** Every slot of the layout: its component when one was loaded, else null (the shell's fallback). */
function renderedSlots(modules: Partial<Record<SlotName, unknown>> = {}): RenderedSlots {
  return Object.fromEntries(
    slotComponents.map(({ slot }) => {
      const module = modules[slot];
      return [slot, isPageModule(module) ? module : null];
    }),
  );
}

/**
 * Renders the site's layout and page area at a URL, with the query cache the browser will
 * hydrate. Resolves once all of it is rendered, so it goes out in one piece: streaming parts
 * later would need inline scripts, which the page policy forbids. Rejects when anything failed.
 */
export function renderSite({
  url,
  data,
  pageModule,
  slotModules,
}: SiteRenderInput): Promise<RenderedHtml> {
  if (pageModule !== undefined && !isPageModule(pageModule))
    return Promise.reject(new Error(`What was loaded for ${url} is not a page.`));
  const queryClient = createQueryClient();
  hydratePageQueries(queryClient, data.queries as DehydratedState);
  const route = pageForPath(new URL(url, 'http://site.invalid').pathname);
  const rendered: RenderedPage | undefined = route && {
    target: { remote: route.remote, module: route.module },
    module: isPageModule(pageModule) ? pageModule : undefined,
  };
  const styles = collectStyles();
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(
      <CacheProvider value={styles.cache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={url}>
            <RenderedSlotsContext.Provider value={renderedSlots(slotModules)}>
              <RenderedPageContext.Provider value={rendered}>
                <SiteRoutes />
              </RenderedPageContext.Provider>
            </RenderedSlotsContext.Provider>
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
      {
        // Every boundary inline, however large: React would otherwise send large ones apart
        // and reveal them with inline scripts, which the page policy does not run.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          failure ??= error;
        },
        onShellError: reject,
        onAllReady: () => {
          clearTimeout(timer);
          // The site server gives a Node stream (the contract's type leaves Node's types out).
          if (failure === undefined)
            resolve({
              // The styles lead, with the tags React puts first, which the site's server moves to <head>.
              pipe: (destination) => {
                (destination as NodeJS.WritableStream).write(styles.styleTag());
                return stream.pipe(destination as never);
              },
            });
          else reject(failure instanceof Error ? failure : new Error(String(failure)));
        },
      },
    );
    const timer = setTimeout(
      () => stream.abort(new Error(`The render of ${url} took over ${RENDER_TIMEOUT_MS} ms.`)),
      RENDER_TIMEOUT_MS,
    );
  });
}
