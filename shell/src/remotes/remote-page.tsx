import { useHydrated } from '@storefront/shared';
import type { RemoteModule } from '@storefront/shared/federation';
import { createElement, Suspense, use, useContext, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { reportFailure, retryPage, usePageRecovery, useReloadIntoNewVersion } from '../recovery/page-recovery';
import { preloadRemotesWhenIdle } from '../runtime/preload-remotes';
import { loadRemotePage, RemoteLoadError } from './load-remote-page';
import { PageSkeleton } from './page-skeleton';
import { RenderedPageContext, sameTarget } from './rendered-page';
import { RemoteUnavailable } from './remote-unavailable';

function LoadedPage({ target, attempt }: { target: RemoteModule; attempt: number }) {
  // The page the server rendered is already here: rendering it at once is what hydration needs.
  const rendered = useContext(RenderedPageContext);
  const ready = attempt === 0 && rendered?.module && sameTarget(rendered.target, target) ? rendered.module : undefined;
  const page = ready ?? use(loadRemotePage(target, attempt));
  // Only once the visitor's page is on screen: prefetching earlier would compete with it.
  useEffect(() => preloadRemotesWhenIdle(), []);
  return createElement(page.default);
}

/**
 * The page area of one route: a skeleton while the remote loads, the remote's page once it has,
 * and, when it cannot be shown, what its recovery decided (src/recovery): a skeleton while the
 * tab reloads on another version, or a message with Retry. Header, footer and the other routes
 * stay as they are.
 */
export function RemotePage({ target }: { target: RemoteModule }) {
  const { status, attempt } = usePageRecovery(target);
  const reloading = useReloadIntoNewVersion(target);
  const rendered = useContext(RenderedPageContext);
  const hydrated = useHydrated();
  // The server left this page area to the browser: its skeleton, until hydration is over.
  if (!hydrated && rendered && !rendered.module && sameTarget(rendered.target, target)) return <PageSkeleton />;
  if (reloading || status === 'reloading') return <PageSkeleton />;
  if (status === 'unavailable') return <RemoteUnavailable onRetry={() => retryPage(target)} />;
  return (
    <ErrorBoundary
      onError={(error) => reportFailure(target, error instanceof RemoteLoadError ? 'load' : 'render')}
      fallback={<PageSkeleton />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <LoadedPage key={attempt} target={target} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
