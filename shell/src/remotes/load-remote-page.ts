import { loadRemote } from '@module-federation/enhanced/runtime';
import { pageForPath, type ExposedModule, type RemoteModule } from '@storefront/shared/federation';
import { pageRecovery } from '../recovery/page-recovery';

/** A page as the shell renders it: the contract's shape of every exposed module. */
export type PageModule = ExposedModule;

export class RemoteLoadError extends Error {
  constructor(
    readonly target: RemoteModule,
    cause: unknown,
  ) {
    super(`Could not load ${target.remote}/${target.module}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

// One load per page module and Retry, so returning to a page renders it at once, not a skeleton.
const loads = new Map<string, Settling<PageModule>>();
// Per route change, a wait that ends when what the page needs has arrived or after BRIEF_WAIT_MS;
// null when it had nothing to wait for.
const briefWaits = new Map<string, Settling<void> | null>();

const keyOf = (target: RemoteModule, attempt: number) =>
  `${target.remote}/${target.module}#${attempt}`;

/**
 * How long a route change keeps the previous page on screen while the next page's code and data
 * arrive.
 * Under it a skeleton would only flash; and once React shows a skeleton it keeps it on screen
 * for at least 300 ms, however soon the page is ready.
 */
export const BRIEF_WAIT_MS = 300;

/**
 * A promise that records how it settled the way React's `use` reads it: `use` then returns a
 * settled one's value in the same render instead of suspending once first, even when the
 * promise was started outside React (on a link's press, before hydration).
 */
type Settling<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function recordSettlement<T>(promise: Promise<T>): Settling<T> {
  const settling: Settling<T> = promise;
  settling.then(
    (value) => {
      Object.assign(settling, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(settling, { status: 'rejected', reason });
    },
  );
  return settling;
}

/** The runtime's load, as a promise even when the runtime throws (it does when it is not set up). */
const startLoad = (id: string) =>
  new Promise<PageModule | null>((resolve) => resolve(loadRemote<PageModule>(id)));

/**
 * Loads an exposed page through the federation runtime (whose recovery plugin checks it is a
 * component and handles a failure); anything that still goes wrong is a RemoteLoadError.
 */
export function loadRemotePage(target: RemoteModule, attempt: number): Promise<PageModule> {
  const key = keyOf(target, attempt);
  let load = loads.get(key);
  if (!load) {
    load = recordSettlement(
      startLoad(`${target.remote}/${target.module}`).then(
        (page) => {
          if (!page) throw new RemoteLoadError(target, new Error('the runtime returned no module'));
          return page;
        },
        (error: unknown) => {
          throw new RemoteLoadError(target, error);
        },
      ),
    );
    loads.set(key, load);
  }
  return load;
}

/** Whether the page's code has arrived (or failed to): rendering it then cannot suspend. */
export function remotePageSettled(target: RemoteModule, attempt: number): boolean {
  return loads.get(keyOf(target, attempt))?.status !== undefined;
}

/** How many route changes' waits are kept: a page re-rendered while its route is current finds its own. */
const KEPT_WAITS = 8;

/**
 * For one route change of one page (`key`): a promise that resolves when everything `waitsFor`
 * names has settled, or after BRIEF_WAIT_MS, whichever is first; it never rejects (the page area
 * shows a failure itself). Asked again for the same key, the same promise, even once there is
 * nothing left to wait for: React's `use` must be called on each render that follows one that
 * suspended on it. Undefined when there was nothing to wait for to begin with, and then on every
 * later render of the key too: only the route change's own render (a transition) may wait, a
 * later one (a store's update, not a transition) would show the page's fallback instead.
 */
export function briefWait(key: string, waitsFor: () => ReadonlyArray<Promise<unknown>>): Promise<void> | undefined {
  const known = briefWaits.get(key);
  if (known !== undefined) return known ?? undefined;
  const waits = waitsFor();
  if (waits.length === 0) {
    keepWait(key, null);
    return undefined;
  }
  const settled = Promise.all(waits.map((one) => one.catch(() => undefined))).then(() => undefined);
  const timedOut = new Promise<void>((resolve) => setTimeout(resolve, BRIEF_WAIT_MS));
  const wait = recordSettlement(Promise.race([settled, timedOut]));
  keepWait(key, wait);
  return wait;
}

function keepWait(key: string, wait: Settling<void> | null): void {
  briefWaits.set(key, wait);
  for (const old of briefWaits.keys()) {
    if (briefWaits.size <= KEPT_WAITS) break;
    briefWaits.delete(old);
  }
}

/**
 * Starts loading the code of the page at `pathname` when the visitor shows they are going there
 * (see prefetchOnLinkIntent), so it is on its way before the route changes. Not for a page whose
 * area shows a failure: its Retry decides how to load it again.
 */
export function loadRemotePageFor(pathname: string): void {
  const page = pageForPath(pathname);
  if (!page) return;
  const target = { remote: page.remote, module: page.module };
  const { status, attempt } = pageRecovery(target);
  if (status === 'page') loadRemotePage(target, attempt).catch(() => undefined);
}
