import { AppProviders, configureRuntime, createQueryClient, runtimeConfigSchema } from '@storefront/shared';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { registrySchema } from '@storefront/shared/federation';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from '@storefront/shared/router';
import { routes } from './app/routes';
import { StartupError } from './app/startup-error';
import { recoveryPlugin } from './recovery/recovery-plugin';
import type { RuntimeDocuments } from './runtime/fetch-runtime-documents';
import { lookUpPublishedVersion, requestedOverrides, resolveOverrides } from './runtime/overrides';
import { prefetchOnLinkIntent, prefetchRouteData } from './runtime/prefetch-route-data';
import { initialiseRemotes } from './runtime/remote-versions';

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function SiteRoutes() {
  return useRoutes(routes);
}

export async function mount(documents: Promise<RuntimeDocuments>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container, {
    // Errors a boundary has already turned into a message are reported quietly, not as crashes.
    onCaughtError: (error) => console.warn('A page failed and was replaced by a message:', error),
  });
  const queryClient = createQueryClient();

  try {
    const { registry, config } = await documents;
    const runtimeConfig = runtimeConfigSchema.parse(config);
    configureRuntime(runtimeConfig);
    const storage = sessionStorageOrUndefined();
    const requested = requestedOverrides(window.location.search, storage, runtimeConfig.overrideOrigins);
    // Only an override asks the site anything before the first render.
    const overrides = Object.keys(requested).length > 0 ? await resolveOverrides(requested, lookUpPublishedVersion, storage) : {};
    registerPlugins([recoveryPlugin()]);
    initialiseRemotes(registrySchema.parse(registry), overrides);
    prefetchRouteData(queryClient, window.location.pathname);
    prefetchOnLinkIntent(queryClient);
  } catch (error) {
    console.error('The registry or configuration could not be read:', error);
    root.render(
      <AppProviders queryClient={queryClient}>
        <StartupError />
      </AppProviders>,
    );
    return;
  }

  // A transition lets React render the first page in small slices, yielding to the browser
  // between them, instead of one long task that blocks input while the page starts.
  startTransition(() => {
    root.render(
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
  });
}
