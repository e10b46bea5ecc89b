import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteName, routedPages, type RemoteModule } from '@storefront/shared/federation';
import { linkForPublishedFile, scriptForPublishedFile } from '../runtime/remote-integrity';
import { markLoaded } from '../runtime/remote-versions';
import { reportFailure } from './page-recovery';

/** `<remote>/<Module>` ids of a remote's exposed modules; other ids (shared modules) are not. */
function exposedOf(id: string): RemoteModule | undefined {
  const [remote = '', module = ''] = id.split('/');
  return isRemoteName(remote) && module ? { remote, module } : undefined;
}

/**
 * The routed page an id loads. A slot's component is not one: its slot shows the shell's fallback
 * when it fails (src/remotes/remote-slot.tsx), and a page's recovery never reloads the tab for it.
 */
function pageOf(id: string): RemoteModule | undefined {
  const exposed = exposedOf(id);
  return exposed &&
    routedPages.some((page) => page.remote === exposed.remote && page.module === exposed.module)
    ? exposed
    : undefined;
}

function isPageModule(value: unknown): boolean {
  const page = (value as { default?: unknown } | null | undefined)?.default;
  return typeof page === 'function' || (typeof page === 'object' && page !== null);
}

/** Stands in for a page that could not load: the page area shows the recovery state instead. */
const NoPage = () => null;

/**
 * The site's load-failure handling, where Module Federation reports it: a page module that does
 * not arrive (or is not a component) is reported to the page's recovery, which falls back to the
 * last known good version or shows the unavailable message; the runtime gets a stand-in module
 * instead of an error.
 */
export function recoveryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-recovery',
    // A published entry runs only if it is the one that was published. The runtime gives up on
    // an entry or chunk that does not arrive in 20 s, so a remote that accepts the connection and
    // never answers does not keep the page loading (the browser never fetches a manifest).
    createScript: ({ url, attrs }) => scriptForPublishedFile(url, attrs),
    createLink: ({ url, attrs }) => linkForPublishedFile(url, attrs),
    onLoad: ({ id, exposeModule }) => {
      const exposed = exposedOf(id);
      if (!exposed) return;
      if (!isPageModule(exposeModule)) throw new Error(`${id} has no page component`);
      markLoaded(exposed.remote);
    },
    errorLoadRemote: ({ id, error, lifecycle }) => {
      const page = lifecycle === 'onLoad' ? pageOf(id) : undefined;
      if (!page) return undefined;
      console.warn(`${id} could not be loaded:`, error);
      reportFailure(page, 'load');
      return { default: NoPage };
    },
  };
}
