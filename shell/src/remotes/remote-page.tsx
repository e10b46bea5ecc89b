import { createElement, Suspense, use, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { resetRemote } from '../runtime/register-remotes';
import { loadRemotePage } from './load-remote-page';
import { PageSkeleton } from './page-skeleton';
import type { RemoteModule } from './remote-modules';
import { RemoteUnavailable } from './remote-unavailable';

// One load per page module, so returning to a page renders it at once instead of a skeleton.
const loads = new Map<string, Promise<{ default: ComponentType }>>();
const keyOf = (target: RemoteModule) => `${target.remote}/${target.module}`;

function pageLoad(target: RemoteModule) {
  let load = loads.get(keyOf(target));
  if (!load) {
    load = loadRemotePage(target);
    loads.set(keyOf(target), load);
  }
  return load;
}

function LoadedPage({ target }: { target: RemoteModule }) {
  const page = use(pageLoad(target));
  return createElement(page.default);
}

/**
 * The page area of one route: a skeleton while the remote loads, the remote's page once it has,
 * and a message with Retry if it cannot load or throws, leaving header, footer and the other
 * routes untouched.
 */
export function RemotePage({ target }: { target: RemoteModule }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(target.remote);
    loads.delete(keyOf(target)); // a failed load is tried afresh, not replayed from the cache
    setAttempt((count) => count + 1);
  };
  return (
    <ErrorBoundary resetKeys={[attempt]} fallbackRender={() => <RemoteUnavailable onRetry={retry} />}>
      <Suspense fallback={<PageSkeleton />}>
        <LoadedPage key={attempt} target={target} />
      </Suspense>
    </ErrorBoundary>
  );
}
