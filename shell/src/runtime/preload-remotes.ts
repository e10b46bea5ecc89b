import { loadShare, preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteNames } from '@storefront/shared/federation';

/**
 * Once the first page's remote has loaded and the browser is idle, fetch every remote's entry and page
 * chunks into the cache, so moving to another part of the site needs no round trip for code.
 * Skipped when the visitor asked to save data; a remote that is down fails here quietly and again,
 * visibly, only if the visitor goes there.
 */
let scheduled = false;

export function preloadRemotesWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  const preload = () => {
    for (const name of remoteNames) {
      preloadRemote([{ nameOrAlias: name, resourceCategory: 'sync' }]).catch(() => undefined);
    }
    // The shell's own on-demand widgets (some pages and the header's menus use them): fetched but
    // not run (`loadShare` returns the module's factory without calling it), so idle time stays
    // free of their start-up work until a page or a menu needs them.
    loadShare('@storefront/shared/widgets').catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 4_000 });
  else setTimeout(preload, 2_000);
}
