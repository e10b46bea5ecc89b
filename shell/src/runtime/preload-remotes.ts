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
  // One remote per idle period: adding every remote's hints at once is one long task (about
  // 50 ms on a mid-range phone) that would delay a tap made meanwhile.
  const jobs: (() => void)[] = remoteNames.map((name) => () => {
    preloadRemote([{ nameOrAlias: name, resourceCategory: 'sync' }]).catch(() => undefined);
  });
  // The shell's own on-demand widgets (some pages and the header's menus use them): fetched but
  // not run (`loadShare` returns the module's factory without calling it), so idle time stays
  // free of their start-up work until a page or a menu needs them.
  jobs.push(() => void loadShare('@storefront/shared/widgets').catch(() => undefined));
  const next = () => {
    jobs.shift()?.();
    if (jobs.length > 0) whenIdle(next);
  };
  whenIdle(next);
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 4_000 });
  else setTimeout(run, 2_000);
}
