import {
  AppProviders,
  configureRuntime,
  createQueryClient,
  runtimeConfigSchema,
} from '@storefront/shared';
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import {
  builtInVersion,
  pageForPath,
  registrySchema,
  slotComponents,
  type ServerRenderState,
} from '@storefront/shared/federation';
import { hydratePageQueries, type DehydratedState } from '@storefront/shared/server-rendering';
import { CacheProvider } from '@emotion/react';
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from '@storefront/shared/router';
import { InteractiveMark } from './app/interactive-mark';
import { SiteRoutes } from './app/site-routes';
import { StartupError } from './app/startup-error';
import { loadRemotePage } from './remotes/load-remote-page';
import { RenderedPageContext, type RenderedPage } from './remotes/rendered-page';
import { RenderedSlotsContext, type RenderedSlots } from './remotes/rendered-slots';
import { recoveryPlugin } from './recovery/recovery-plugin';
import type { RuntimeDocuments } from './runtime/fetch-runtime-documents';
import { requestedOverrides } from './runtime/overrides';
import { prefetchOnLinkIntent, prefetchRouteData } from './runtime/prefetch-route-data';
import { activeVersion, initialiseRemotes, passedTheGate } from './runtime/remote-versions';
import { readServerRenderState } from './runtime/server-render-state';
import { serverStyleCache } from './runtime/server-style-cache';
import { taskPerStagePlugin } from './runtime/task-per-stage-plugin';
import { verifiedSharesPlugin } from './runtime/verified-shares-plugin';
import { landedPage, type LandedPage } from './vitals/landed-page';
import { MeasureVitals } from './vitals/measure-vitals';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const rootOptions: RootOptions = {
  // Errors a boundary has already turned into a message are reported quietly, not as crashes.
  onCaughtError: (error) => console.warn('A page failed and was replaced by a message:', error),
  // Hydration that had to throw the server's HTML away: there should be none (the e2e journeys count them).
  onRecoverableError: (error) =>
    console.error('React recovered from an error (hydration mismatch):', error),
};

/**
 * The page area as the server rendered it, ready to hydrate: the page's module loaded first, so
 * the first render in the browser is the server's. Undefined when that module cannot be loaded
 * here: the page is then rendered afresh.
 */
async function renderedPage(
  page: ServerRenderState['page'],
): Promise<RenderedPage | undefined | false> {
  if (page) {
    // This tab runs another version of the remote (an override, or the previous one after the
    // live one failed here): the server's HTML is not what it renders.
    // (A monolith's pages are built in: its registry names no remotes.)
    if ((activeVersion(page.remote)?.version ?? builtInVersion) !== page.version) return false;
    const target = { remote: page.remote, module: page.module };
    const module = await loadRemotePage(target, 0).catch(() => undefined);
    return module ? { target, module } : false;
  }
  const route = pageForPath(window.location.pathname);
  return route && { target: { remote: route.remote, module: route.module }, module: undefined };
}

/**
 * The layout's slots as the server rendered them, ready to hydrate: each rendered component's
 * module loaded first. False when one cannot be loaded here (or this tab runs another version of
 * its remote): the server's HTML is then not what the browser renders, and the site renders afresh.
 */
async function renderedSlots(
  slots: ServerRenderState['slots'] = [],
): Promise<RenderedSlots | false> {
  const loaded = await Promise.all(
    slots.map(async (component) => {
      if ((activeVersion(component.remote)?.version ?? builtInVersion) !== component.version)
        return undefined;
      const module = await loadRemotePage(component, 0).catch(() => undefined);
      return module && ([component.slot, module] as const);
    }),
  );
  if (loaded.some((entry) => !entry)) return false;
  // Slots the server did not fill show the shell's fallback until hydration is over.
  return {
    ...Object.fromEntries(slotComponents.map(({ slot }) => [slot, null])),
    ...Object.fromEntries(loaded.flatMap((entry) => (entry ? [entry] : []))),
  };
}

export async function mount(documents: Promise<RuntimeDocuments>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const queryClient = createQueryClient();
  const serverRender = readServerRenderState();
  // A page the server rendered carries the site's global styles: the browser keeps them.
  const globalStylesOnPage = serverRender !== undefined;
  const styleCache = serverStyleCache();
  // The page this page view reports its vitals for, if it is one of the sampled ones.
  let measured: LandedPage | undefined;
  const site = (rendered?: RenderedPage, slots?: RenderedSlots): ReactNode => {
    const app = (
      <AppProviders queryClient={queryClient} globalStylesOnPage={globalStylesOnPage}>
        <BrowserRouter>
          <RenderedSlotsContext.Provider value={slots}>
            <RenderedPageContext.Provider value={rendered}>
              <SiteRoutes />
            </RenderedPageContext.Provider>
          </RenderedSlotsContext.Provider>
        </BrowserRouter>
        <InteractiveMark />
        <MeasureVitals page={measured} />
      </AppProviders>
    );
    return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
  };

  try {
    const { registry, config } = await documents;
    const runtimeConfig = runtimeConfigSchema.parse(config);
    configureRuntime(runtimeConfig);
    const overrides = requestedOverrides(
      window.location.search,
      sessionStorageOrUndefined(),
      runtimeConfig.overrideOrigins,
    );
    // Every remote of the registry passed the release gate; one a developer overrode, or a
    // version a preview link opens, may not have.
    const verifiedShares = verifiedSharesPlugin(passedTheGate);
    registerPlugins([recoveryPlugin(), verifiedShares, taskPerStagePlugin()]);
    // Each remote's container gets a runtime instance of its own when it starts.
    registerGlobalPlugins([verifiedShares]);
    initialiseRemotes(registrySchema.parse(registry), overrides);
    // The server's data first. A page the server rendered has its answer (a product, or that
    // there is none) and must hydrate with it: asking again would turn it back into loading.
    if (serverRender) hydratePageQueries(queryClient, serverRender.queries as DehydratedState);
    if (!serverRender?.page) prefetchRouteData(queryClient, window.location);
    prefetchOnLinkIntent(queryClient);
    measured = landedPage(window.location.pathname, runtimeConfig.vitalsSampleRate);
  } catch (error) {
    console.error('The registry or configuration could not be read:', error);
    createRoot(container, rootOptions).render(
      <AppProviders queryClient={queryClient} globalStylesOnPage={globalStylesOnPage}>
        <StartupError />
        <InteractiveMark />
      </AppProviders>,
    );
    return;
  }

  const [rendered, slots] = serverRender
    ? await Promise.all([renderedPage(serverRender.page), renderedSlots(serverRender.slots)])
    : [undefined, undefined];
  // A transition lets React hydrate or render the first page in small slices, yielding to the
  // browser between them, instead of one long task that blocks input while the page starts
  // (the server's HTML is on screen meanwhile).
  if (serverRender && rendered !== false && slots !== false) {
    startTransition(() => void hydrateRoot(container, site(rendered, slots), rootOptions));
    return;
  }
  const root = createRoot(container, rootOptions);
  startTransition(() => root.render(site()));
}
