import { loadRemote } from '@module-federation/enhanced/runtime';
import { pageForPath, type RemoteModule } from '@storefront/shared/federation';
import type { ComponentType } from 'react';
import { pageRecovery } from '../recovery/page-recovery';

export interface PageModule {
  default: ComponentType;
}

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
// Per load, a wait that ends when it settles or after BRIEF_WAIT_MS, whichever comes first.
const briefWaits = new Map<string, Settling<void>>();

const keyOf = (target: RemoteModule, attempt: number) =>
  `${target.remote}/${target.module}#${attempt}`;

/**
 * How long a route change keeps the previous page on screen while the next page's code arrives.
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
function startLoad(id: string): Promise<PageModule | null> {
  try {
    return loadRemote<PageModule>(id);
  } catch (error) {
    return Promise.reject(error);
  }
}

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

/**
 * Starts loading the page and resolves when it has arrived or failed, or after BRIEF_WAIT_MS,
 * whichever is first; it never rejects (the page area shows a failure itself). The same promise
 * for the same load, as React's `use` needs.
 */
export function briefWaitForRemotePage(target: RemoteModule, attempt: number): Promise<void> {
  const key = keyOf(target, attempt);
  let wait = briefWaits.get(key);
  if (!wait) {
    const settled = loadRemotePage(target, attempt).then(
      () => undefined,
      () => undefined,
    );
    const timedOut = new Promise<void>((resolve) => setTimeout(resolve, BRIEF_WAIT_MS));
    wait = recordSettlement(Promise.race([settled, timedOut]));
    briefWaits.set(key, wait);
  }
  return wait;
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
