import { createElement, Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteModule } from '@storefront/shared/federation';
import {
  canFallBack,
  clearFallback,
  fallBackToPrevious,
  markLoaded,
  needsFreshPage,
  pagePreloadedRemote,
  resetRemote,
} from '../runtime/remote-versions';
import { preloadRemotesWhenIdle } from '../runtime/preload-remotes';
import { loadRemotePage, RemoteLoadError } from './load-remote-page';
import { PageSkeleton } from './page-skeleton';
import { RemoteUnavailable } from './remote-unavailable';

// One load per page module, so returning to a page renders it at once instead of a skeleton.
const loads = new Map<string, Promise<{ default: ComponentType }>>();
const keyOf = (target: RemoteModule) => `${target.remote}/${target.module}`;

function pageLoad(target: RemoteModule) {
  let load = loads.get(keyOf(target));
  if (!load) {
    load = loadRemotePage(target).then((page) => {
      markLoaded(target.remote);
      return page;
    });
    loads.set(keyOf(target), load);
  }
  return load;
}

function LoadedPage({ target }: { target: RemoteModule }) {
  const page = use(pageLoad(target));
  // Only once the visitor's page is on screen: prefetching earlier would compete with it.
  useEffect(() => preloadRemotesWhenIdle(), []);
  return createElement(page.default);
}

/**
 * The page area of one route: a skeleton while the remote loads, the remote's page once it has,
 * and, if it cannot load or throws, the previous version or a message with Retry, leaving header,
 * footer and the other routes untouched.
 */
export function RemotePage({ target }: { target: RemoteModule }) {
  const [attempt, setAttempt] = useState(0);
  const fresh = needsFreshPage(target.remote);
  useEffect(() => {
    // A new version of an already loaded remote went live: load it on a fresh page.
    if (fresh) window.location.reload();
  }, [fresh]);
  if (fresh) return <PageSkeleton />;

  const retry = (error: unknown) => {
    // Only a failed load can have been poisoned by a failed preload; a render error retries here.
    if (error instanceof RemoteLoadError && pagePreloadedRemote(target.remote)) {
      window.location.reload();
      return;
    }
    resetRemote(target.remote);
    loads.delete(keyOf(target)); // a failed load is tried afresh, not replayed from the cache
    setAttempt((count) => count + 1);
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      // With a last known good version the page reloads on it; only without one is the failure shown.
      onError={() => fallBackToPrevious(target.remote)}
      fallbackRender={({ error }) =>
        canFallBack(target.remote) ? (
          <PageSkeleton />
        ) : (
          <RemoteUnavailable
            onRetry={() => {
              if (clearFallback(target.remote)) window.location.reload();
              else retry(error);
            }}
          />
        )
      }
    >
      <Suspense fallback={<PageSkeleton />}>
        <LoadedPage key={attempt} target={target} />
      </Suspense>
    </ErrorBoundary>
  );
}
